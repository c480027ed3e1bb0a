/**
 * Playwright runs two kinds of specs:
 * - tests/unit: data and pure-function checks, plus checks of the built HTML
 *   in build/ (no browser is started for them);
 * - tests/e2e: user journeys in a real browser against the production build
 *   served by `docusaurus serve` on 127.0.0.1, at desktop and mobile widths.
 */
import {defineConfig} from '@playwright/test';
import {browserLaunchOptions} from './tests/support/browser';

const PORT = Number(process.env.TEST_PORT ?? 3100);
const BASE_URL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: process.env.TEST_WORKERS ? Number(process.env.TEST_WORKERS) : 2,
  timeout: 30_000,
  expect: {timeout: 7_000},
  reporter: [['list'], ['json', {outputFile: 'test-results/results.json'}]],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: browserLaunchOptions(),
    // The system prefers light; the site must still open in dark mode.
    colorScheme: 'light',
  },
  projects: [
    {name: 'unit', testDir: './tests/unit'},
    {name: 'desktop', testDir: './tests/e2e', use: {viewport: {width: 1280, height: 800}}},
    {name: 'mobile', testDir: './tests/e2e', use: {viewport: {width: 800, height: 900}, hasTouch: true}},
  ],
  webServer: {
    command: `npx docusaurus serve --no-open --host 127.0.0.1 --port ${PORT}`,
    url: BASE_URL,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
