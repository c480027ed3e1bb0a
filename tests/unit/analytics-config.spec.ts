/** GTAG_TRACKING_ID handling: optional, validated, and a clear message when malformed. */
import {test, expect} from '@playwright/test';
import {AnalyticsConfigError, readGtagTrackingId} from '../../src/config/analytics';
import {expectBuildStops} from '../support/configError';

const silent = () => {};

test('unset or blank means no analytics', () => {
  expect(readGtagTrackingId(undefined, silent)).toBeUndefined();
  expect(readGtagTrackingId('   ', silent)).toBeUndefined();
});

test('GA4 and Universal Analytics IDs are accepted and trimmed', () => {
  expect(readGtagTrackingId(' G-ABC123DEF4 ', silent)).toBe('G-ABC123DEF4');
  expect(readGtagTrackingId('UA-12345678-1', silent)).toBe('UA-12345678-1');
});

test('a malformed ID is an error naming the variable', () => {
  for (const bad of ['bogus', 'G-', 'GA-123', 'UA-123', 'G-abc def']) {
    expect(() => readGtagTrackingId(bad, silent), bad).toThrow(AnalyticsConfigError);
    expect(() => readGtagTrackingId(bad, silent), bad).toThrow(/GTAG_TRACKING_ID/);
  }
});

test('the build stops on a malformed ID with one clear line, no stack trace', () => {
  expectBuildStops(
    'GTAG_TRACKING_ID',
    'not-an-id',
    '[ERROR] GTAG_TRACKING_ID="not-an-id" is not a Google Analytics tracking ID',
  );
});
