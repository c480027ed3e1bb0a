/**
 * Journey: a keyboard reader skips the navigation (contract section 2: a skip
 * link reads "Skip to main content").
 */
import {test, expect} from '@playwright/test';
import {gotoHydrated} from '../support/journey';

for (const path of ['/', '/docs/react/introduction/intro']) {
  test(`on ${path} the first Tab focuses the skip link and Enter moves focus to the main content`, async ({
    page,
  }) => {
    await gotoHydrated(page, path);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', {name: 'Skip to main content'});
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();

    // Record where focus goes: the site focuses <main> for a moment (it
    // removes the temporary tabindex right away, after which Chromium reports
    // <body> as the active element but keeps <main> as the starting point of
    // sequential focus navigation).
    await page.evaluate(() => {
      const focused: string[] = [];
      (window as unknown as {focused: string[]}).focused = focused;
      document.addEventListener('focusin', (event) => {
        const target = event.target as Element;
        focused.push(target.tagName.toLowerCase());
      });
    });
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as {focused: string[]}).focused))
      .toEqual(['main']);
    await expect(skip).not.toBeFocused();

    // The next Tab goes to something inside the main content, not back to the navbar.
    await page.keyboard.press('Tab');
    const next = await page.evaluate(() => ({
      inMain: document.activeElement?.closest('main') !== null,
      inNavbar: document.activeElement?.closest('nav[aria-label="Main"]') !== null,
    }));
    expect(next).toEqual({inMain: true, inNavbar: false});
  });
}
