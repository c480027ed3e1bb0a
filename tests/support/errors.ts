/** Collects console errors and uncaught page errors during a test. */
import type {ConsoleMessage, Page} from '@playwright/test';

/** The errors as they happen, until `stop()` (for a page that outlives the test, such as the walk's). */
export function watchErrors(page: Page): {errors: string[]; stop: () => void} {
  const errors: string[] = [];
  const onConsole = (msg: ConsoleMessage) => {
    if (msg.type() === 'error') errors.push(`console: ${msg.text()}`);
  };
  const onPageError = (error: Error) => errors.push(`pageerror: ${error.message}`);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  return {
    errors,
    stop: () => {
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
    },
  };
}

export function collectErrors(page: Page): string[] {
  return watchErrors(page).errors;
}
