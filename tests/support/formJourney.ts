/**
 * What a form example (examples/<framework>/form.*: React Hook Form, Angular's reactive forms,
 * VeeValidate) does for a reader, checked where it runs: on its sent project's page
 * (tests/projects/sent-projects.spec.ts) and in its live preview (tests/e2e/live-preview.spec.ts),
 * with the stand-in or, under `npm run check:packages`, the real package.
 *
 * Submitted with no row chosen, the form shows its error beside the field, in the element with
 * role="alert" (what a screen reader reads out as its text changes), and sends nothing. Then a row
 * typed for and chosen from the list is what the form sends, and the error is gone.
 */
import {expect, type FrameLocator, type Page} from '@playwright/test';

/** The error each form example gives while no row is chosen. */
export const FORM_ERROR = 'Choose a fruit from the list.';

/** True for the form example of a framework (`examples/react/form.tsx`). */
export function isFormExample(file: string): boolean {
  return /^examples\/\w+\/form\.\w+$/.test(file);
}

/** The journey, in the page or frame the example runs in. */
export async function formJourney(root: Page | FrameLocator): Promise<void> {
  const alert = root.getByRole('alert');
  const sent = root.getByRole('status').filter({hasText: 'Sent:'});
  const submit = root.getByRole('button', {name: 'Order'});
  await expect(alert, 'no error before the reader submits').toHaveText('');
  await expect(sent).toHaveText('Sent: nothing yet');

  await submit.click();
  await expect(alert, 'submitted empty: the error, in the role="alert" element').toHaveText(FORM_ERROR);
  await expect(sent, 'submitted empty: nothing is sent').toHaveText('Sent: nothing yet');

  const input = root.locator('input[placeholder="Pick a fruit"]');
  await input.click();
  await input.fill('Man');
  await root
    .locator('li')
    .filter({hasText: /^\s*Mango\s*$/})
    .click();
  await submit.click();
  await expect(sent, 'a chosen row is what the form sends').toHaveText('Sent: Mango');
  await expect(alert, 'the error is gone once a row is chosen').toHaveText('');
}
