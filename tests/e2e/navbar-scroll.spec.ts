/**
 * Journey: a reader scrolls a long page (contract section 4: the navbar
 * hides while scrolling down and comes back when scrolling up). The site enables
 * `navbar.hideOnScroll` (see docusaurus.config.ts for why).
 */
import {test, expect, type Page} from '@playwright/test';
import {gotoHydrated, mainNavbar, scrollY} from '../support/journey';

async function wheel(page: Page, deltaY: number) {
  await page.mouse.move(200, 300);
  await page.mouse.wheel(0, deltaY);
}

test('the navbar hides while scrolling down and comes back when scrolling up', async ({page}) => {
  const width = page.viewportSize()!.width;
  await page.setViewportSize({width, height: 420});
  await gotoHydrated(page, '/markdown-page');
  const navbar = mainNavbar(page);
  await expect(navbar).toBeInViewport();

  await wheel(page, 250);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(150);
  await wheel(page, 150);
  await expect(navbar).not.toBeInViewport();

  await wheel(page, -120);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(100);
  await expect(navbar).toBeInViewport();

  // Scrolling on down hides it again.
  await wheel(page, 200);
  await expect(navbar).not.toBeInViewport();
});
