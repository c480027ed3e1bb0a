/**
 * src/utils/format.ts writes dates and numbers out without Intl (a page's first Intl call
 * loads ICU data on the main thread). Each format must print exactly what Intl prints for
 * English, so no date or number on the site changes.
 */
import {test, expect} from '@playwright/test';
import {formatDayMonthYear, formatInteger} from '../../src/utils/format';

/** Every day from 1999 to 2031, as "YYYY-MM-DD". */
function everyDay(): string[] {
  const days: string[] = [];
  for (let t = Date.UTC(1999, 0, 1); t <= Date.UTC(2031, 11, 31); t += 86_400_000) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);

test('formatDayMonthYear prints what en-GB Intl prints, for every day', () => {
  const intl = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const days = everyDay();
  expect(days.map((day) => formatDayMonthYear(day))).toEqual(days.map((day) => intl.format(utc(day))));
  expect(formatDayMonthYear('2024-11-16')).toBe('16 November 2024');
});

test('formatInteger groups digits as en-US toLocaleString does', () => {
  const values = [
    0, 7, 42, 999, 1000, 1001, 12_345, 100_000, 999_999, 1_000_000, 1_234_567_890, -5, -1234, -1_000_000,
  ];
  for (let n = 1; n < Number.MAX_SAFE_INTEGER / 7; n = n * 7 + 3) {
    values.push(n);
  }
  expect(values.map((n) => formatInteger(n))).toEqual(values.map((n) => n.toLocaleString('en-US')));
  expect(() => formatInteger(1.5)).toThrow(/safe integer/);
});
