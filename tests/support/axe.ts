/** Runs axe-core with the WCAG 2.0/2.1 A and AA rules and returns readable violations. */
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** `rules`: only these axe rules (e.g. `color-contrast`); default: every WCAG A/AA rule. */
export async function axeViolations(page: Page, {rules}: {rules?: string[]} = {}): Promise<string[]> {
  const builder = new AxeBuilder({page});
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
