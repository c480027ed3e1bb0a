/**
 * Content-Security-Policy violations in a page, as the browser reports them
 * (`securitypolicyviolation` events). The listener is installed before any of
 * the page's own code on every document the page loads, so it costs no page
 * load; each violation is sent to the test as it happens, across navigations.
 */
import type {Page} from '@playwright/test';

interface Violation {
  directive: string;
  blocked: string;
  source: string;
  sample: string;
}

/** Starts collecting; the returned array fills as violations happen (one readable line each). */
export async function collectCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeBinding('__reportCspViolation', ({frame}, v: Violation) => {
    violations.push(
      `${v.directive} blocked ${v.blocked} on ${frame.url()}` +
        (v.source ? ` at ${v.source}` : '') +
        (v.sample ? `: ${JSON.stringify(v.sample)}` : ''),
    );
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as {__reportCspViolation: (v: Violation) => void})
        .__reportCspViolation;
      report({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: event.sourceFile ? `${event.sourceFile}:${event.lineNumber}` : '',
        sample: event.sample,
      });
    });
  });
  return violations;
}
