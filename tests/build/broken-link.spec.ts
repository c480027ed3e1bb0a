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

test('a broken link in a docs page stops the build and is named', () => {
  const copy = copySite('broken-link-site-');
  try {
    appendFileSync(
      join(copy, 'docs/react/introduction/intro.mdx'),
      '\nRead [the page that does not exist](/docs/react/no-such-page).\n',
    );
    // What an earlier build left: a failed build must not leave it to be served.
    mkdirSync(join(copy, 'build'));
    writeFileSync(join(copy, 'build', 'index.html'), '<title>an earlier build</title>');

    const result = buildSite(copy);
    const output = `${result.stdout}\n${result.stderr}`;

    expect(result.status, `the build should fail; it printed:\n${output}`).not.toBe(0);
    expect(output).toContain('Docusaurus found broken links');
    expect(output).toMatch(/source page path = \/docs\/react\/introduction\/intro\b/);
    expect(output).toContain('/docs/react/no-such-page');
    expect(existsSync(join(copy, 'build')), 'the failed build left no build/ to serve').toBe(false);
  } finally {
    rmSync(copy, {recursive: true, force: true});
  }
});

test('a link to a missing anchor stops the build and is named', () => {
  const copy = copySite('broken-anchor-site-');
  try {
    appendFileSync(
      join(copy, 'docs/react/introduction/intro.mdx'),
      '\nRead [the section that does not exist](/docs/react/api/props#no-such-anchor).\n',
    );

    const result = buildSite(copy);
    const output = `${result.stdout}\n${result.stderr}`;

    expect(result.status, `the build should fail; it printed:\n${output}`).not.toBe(0);
    expect(output).toContain('Docusaurus found broken anchors');
    expect(output).toMatch(/source page path = \/docs\/react\/introduction\/intro\b/);
    expect(output).toContain('/docs/react/api/props#no-such-anchor');
  } finally {
    rmSync(copy, {recursive: true, force: true});
  }
});
