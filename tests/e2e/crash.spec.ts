/**
 * Page crash (contract sections 4 and 8): a page that throws while rendering shows
 * "This page crashed." with "Try again", which renders the page again. The
 * crashing pages are test-only routes (src/plugins/test-routes) of the
 * instrumented build; they throw until `window.__e2eCrashRecover` is true.
 */
import {test, expect} from '@playwright/test';
import {TEST_ROUTES} from '../support/servers';

const cases = [
  {route: TEST_ROUTES.crash, where: 'inside the layout (theme ErrorPageContent)'},
  {route: TEST_ROUTES.crashRoot, where: 'outside the layout (root @theme/Error)'},
];

for (const {route, where} of cases) {
  test(`a page that throws ${where} shows the crash screen, and "Try again" renders it again @instrumented`, async ({
    page,
  }) => {
    await page.goto(route);
    await expect(page.getByRole('heading', {level: 1, name: 'This page crashed.'})).toBeVisible();
    const tryAgain = page.getByRole('button', {name: 'Try again'});
    await expect(tryAgain).toBeVisible();
    await expect(page.getByTestId('crash-test-content')).toHaveCount(0);

    // Still broken: trying again renders the page again, which throws again.
    await tryAgain.click();
    await expect(page.getByRole('heading', {level: 1, name: 'This page crashed.'})).toBeVisible();

    // Fixed: trying again now shows the page.
    await page.evaluate(() => (window.__e2eCrashRecover = true));
    await tryAgain.click();
    await expect(page.getByTestId('crash-test-content')).toBeVisible();
    await expect(page.getByText('This page crashed.')).toHaveCount(0);
  });
}

test('the production build has no test route', async ({request}) => {
  for (const route of Object.values(TEST_ROUTES)) {
    const response = await request.get(route);
    expect(response.status(), `${route} in build/`).toBe(404);
  }
});
