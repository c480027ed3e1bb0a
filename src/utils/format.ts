/**
 * Dates and numbers in English without Intl: a data module formats the same string at build time and in the
 * browser, and a first `Intl` call loads ICU data on the main thread. tests/unit/format.spec.ts checks each
 * against Intl; the blog keeps upstream's Intl (bench/LOG.md: no first-load bytes saved).
 */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** A date-only "2024-11-16" is read as UTC midnight, so the server and the browser agree. */
function utcDate(date: string | Date): Date {
  if (date instanceof Date) return date;
  return new Date(/^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T00:00:00Z` : date);
}

/** "2024-11-16" → "16 November 2024" (British order, as the data pages print dates). */
export function formatDayMonthYear(date: string | Date): string {
  const d = utcDate(date);
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** 1234567 → "1,234,567" (English digit grouping; integers only). */
export function formatInteger(n: number): string {
  if (!Number.isSafeInteger(n)) throw new RangeError(`formatInteger takes a safe integer, got ${n}`);
  const digits = String(Math.abs(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return n < 0 ? `-${digits}` : digits;
}
