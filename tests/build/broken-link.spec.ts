/**
 * `docusaurus build` fails on a broken link (spec, build settings:
 * onBrokenLinks 'throw'), so CI cannot publish a page that links nowhere.
 * Builds a copy of the site with one broken link injected into a docs page
 * and expects the build to stop and name both the page and the link.
 * Slow (one full build): the `build` project of playwright.config.ts.
 */
import {test, expect} from '@playwright/test';
import {appendFileSync, rmSync} from 'node:fs';
import {join} from 'node:path';
import {buildSite, copySite} from '../support/siteCopy';

test('a broken link in a docs page stops the build and is named', () => {
  const copy = copySite('broken-link-site-');
  try {
    appendFileSync(
      join(copy, 'docs/react/introduction/intro.mdx'),
      '\nRead [the page that does not exist](/docs/react/no-such-page).\n',
    );

    const result = buildSite(copy);
    const output = `${result.stdout}\n${result.stderr}`;

    expect(result.status, `the build should fail; it printed:\n${output}`).not.toBe(0);
    expect(output).toContain('Docusaurus found broken links');
    expect(output).toMatch(/source page path = \/docs\/react\/introduction\/intro\b/);
    expect(output).toContain('/docs/react/no-such-page');
  } finally {
    rmSync(copy, {recursive: true, force: true});
  }
});
