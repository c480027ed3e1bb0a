/**
 * Dates, numbers and string order for the site's one locale (English), without Intl.
 *
 * Why: a page's first `Intl.DateTimeFormat`, `toLocaleDateString`, `toLocaleString` or
 * `localeCompare` loads ICU data on the main thread. On the bench machine that one call takes
 * 20-50 ms, four times that in Lighthouse's simulated mobile CPU: a long task on every blog
 * page, every docs page on a phone and every page that shows a release date. The site builds
 * in English only (`i18n.locales` is `['en']`), so these few formats are written out here.
 * `tests/unit/format.spec.ts` checks each one against Intl.
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
  if (date instanceof Date) {
    return date;
  }
  return new Date(/^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T00:00:00Z` : date);
}

/** "2024-11-16" → "16 November 2024" (British order, as the data pages print dates). */
export function formatDayMonthYear(date: string | Date): string {
  const d = utcDate(date);
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** "2024-11-16" → "November 16, 2024" (the blog's date line, as Docusaurus prints it in English). */
export function formatMonthDayYear(date: string | Date): string {
  return `${formatMonthDay(date)}, ${utcDate(date).getUTCFullYear()}`;
}

/** "2024-11-16" → "November 16" (the blog archive, grouped by year). */
export function formatMonthDay(date: string | Date): string {
  const d = utcDate(date);
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}`;
}

/** 1234567 → "1,234,567" (English digit grouping; integers only). */
export function formatInteger(n: number): string {
  if (!Number.isSafeInteger(n)) {
    throw new RangeError(`formatInteger takes a safe integer, got ${n}`);
  }
  const digits = String(Math.abs(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return n < 0 ? `-${digits}` : digits;
}

/**
 * Case-insensitive order for tag names and letters; of two names that differ only in case, the
 * lower-case one first. Matches `localeCompare` for the ASCII letters, digits and hyphens of the
 * site's tags; accented letters would sort after "z".
 */
export function compareText(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  if (x !== y) {
    return x < y ? -1 : 1;
  }
  return a === b ? 0 : a > b ? -1 : 1;
}
