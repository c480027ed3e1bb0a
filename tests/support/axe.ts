/** Runs axe-core with the WCAG 2.0/2.1 A and AA rules and returns readable violations. */
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const REPEATED_CODE = 'data-axe-repeated-code';

/**
 * Marks every code block but the first of each language (`language-ts`, `language-bash`...):
 * blocks of one language share their markup and their token colours, so axe learns nothing new
 * from the others, and its colour-contrast rule takes seconds per block on the usage pages.
 */
async function markRepeatedCodeBlocks(page: Page): Promise<void> {
  await page.evaluate((attribute) => {
    const seen = new Set<string>();
    for (const pre of Array.from(document.querySelectorAll('pre'))) {
      const language = Array.from(pre.classList).find((c) => c.startsWith('language-')) ?? '';
      if (seen.has(language)) pre.setAttribute(attribute, '');
      else seen.add(language);
    }
  }, REPEATED_CODE);
}

/**
 * `rules`: only these axe rules (e.g. `color-contrast`); default: every WCAG A/AA rule.
 * `oneCodeBlockPerLanguage`: axe checks the first code block of each language only.
 * `include`: a selector; axe checks only that part of the page.
 * `withoutContrast`: every rule but colour contrast (for a page whose template was measured).
 * `exclude`: a selector; axe leaves that part out (e.g. a third-party frame such as Run here's).
 */
export async function axeViolations(
  page: Page,
  {
    rules,
    oneCodeBlockPerLanguage = false,
    include,
    withoutContrast = false,
    exclude,
  }: {
    rules?: string[];
    oneCodeBlockPerLanguage?: boolean;
    include?: string;
    withoutContrast?: boolean;
    exclude?: string;
  } = {},
): Promise<string[]> {
  // Legacy mode runs axe.run in the page itself: the default mode opens a blank page per call to
  // merge the frames' results, which doubled the time of a run (the site has no iframes to merge).
  // Only violations are read, so axe returns no list of the nodes that passed.
  const builder = new AxeBuilder({page}).setLegacyMode(true).options({resultTypes: ['violations']});
  if (include) builder.include(include);
  if (exclude) builder.exclude(exclude);
  if (withoutContrast) builder.disableRules(['color-contrast']);
  if (oneCodeBlockPerLanguage) {
    await markRepeatedCodeBlocks(page);
    builder.exclude(`[${REPEATED_CODE}]`);
  }
  const results = await (rules ? builder.withRules(rules) : builder.withTags(WCAG_TAGS)).analyze();
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n` +
      v.nodes
        .slice(0, 5)
        .map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1).join(' ')}`)
        .join('\n'),
  );
}

/** Makes the next page loads open in the given colour mode (the site's own storage key). */
export async function useColorMode(page: Page, mode: 'dark' | 'light'): Promise<void> {
  await page.addInitScript((value) => window.localStorage.setItem('theme', value), mode);
}
