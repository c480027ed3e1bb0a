/**
 * `docusaurus build` fails on a broken link (contract section 5:
 * onBrokenLinks 'throw'), so CI cannot publish a page that links nowhere.
 * Builds a copy of the site with one broken link injected into a docs page
 * and expects the build to stop and name both the page and the link; the
 * same for a link to an anchor the target page does not have.
 * Slow (one full build): the `build` project of playwright.config.ts.
 */
import {test, expect} from '@playwright/test';
import {appendFileSync, existsSync, mkdirSync, rmSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {buildSite, copySite} from '../support/siteCopy';

/**
 * In a new copy of the site (`prefix` names it; `prepare` may add to it), the React intro ends with
 * `sentence`; the build must fail, naming the intro as the page of the broken link. Returns what it
 * printed to `check`, with the copy, before the copy is removed.
 */
function buildWithBrokenIntro(
  prefix: string,
  sentence: string,
  check: (output: string, copy: string) => void,
  prepare: (copy: string) => void = () => {},
): void {
  const copy = copySite(prefix);
  try {
    appendFileSync(join(copy, 'docs/react/introduction/intro.mdx'), `\n${sentence}\n`);
    prepare(copy);
    const result = buildSite(copy);
    const output = `${result.stdout}\n${result.stderr}`;
    expect(result.status, `the build should fail; it printed:\n${output}`).not.toBe(0);
    expect(output).toMatch(/source page path = \/docs\/react\/introduction\/intro\b/);
    check(output, copy);
  } finally {
    rmSync(copy, {recursive: true, force: true});
  }
}

test('a broken link in a docs page stops the build and is named', () => {
  buildWithBrokenIntro(
    'broken-link-site-',
    'Read [the page that does not exist](/docs/react/no-such-page).',
    (output, copy) => {
      expect(output).toContain('Docusaurus found broken links');
      expect(output).toContain('/docs/react/no-such-page');
      expect(existsSync(join(copy, 'build')), 'the failed build left no build/ to serve').toBe(false);
    },
    (copy) => {
      // What an earlier build left: a failed build must not leave it to be served.
      mkdirSync(join(copy, 'build'));
      writeFileSync(join(copy, 'build', 'index.html'), '<title>an earlier build</title>');
    },
  );
});

test('a link to a missing anchor stops the build and is named', () => {
  buildWithBrokenIntro(
    'broken-anchor-site-',
    'Read [the section that does not exist](/docs/react/api/props#no-such-anchor).',
    (output) => {
      expect(output).toContain('Docusaurus found broken anchors');
      expect(output).toContain('/docs/react/api/props#no-such-anchor');
    },
  );
});
