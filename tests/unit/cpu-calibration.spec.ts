/**
 * The bench's CPU calibration (scripts/cpu-calibration.cjs, issue 58): Lighthouse's CPU
 * slowdown is 4x at a CPU index of 1,300 and grows with the index above it, so every run
 * emulates the same phone.
 */
import {test, expect} from '@playwright/test';
import {
  BASE_CPU_SLOWDOWN,
  REFERENCE_BENCHMARK_INDEX,
  cpuSlowdownFor,
  cpuSlowdownOverride,
} from '../../scripts/cpu-calibration.cjs';

test('the reference machine gets Lighthouse default 4x', () => {
  expect(REFERENCE_BENCHMARK_INDEX).toBe(1300);
  expect(BASE_CPU_SLOWDOWN).toBe(4);
  expect(cpuSlowdownFor(1300)).toBe(4);
});

test('a faster machine is slowed in proportion to its index', () => {
  expect(cpuSlowdownFor(2600)).toBe(8);
  expect(cpuSlowdownFor(1950)).toBe(6);
  // Rounded to two decimals: 4 × 1502 / 1300 = 4.6215...
  expect(cpuSlowdownFor(1502)).toBe(4.62);
});

test('a slower machine keeps 4x rather than being sped up', () => {
  expect(cpuSlowdownFor(1299)).toBe(4);
  expect(cpuSlowdownFor(600)).toBe(4);
});

test('an index that is not a positive number is refused', () => {
  for (const index of [0, -5, Number.NaN, Number.POSITIVE_INFINITY])
    expect(() => cpuSlowdownFor(index), String(index)).toThrow(/positive number/);
});

test('--cpu-slowdown N overrides; a missing or non-positive N is refused', () => {
  expect(cpuSlowdownOverride(['--rounds', '1'])).toBeNull();
  expect(cpuSlowdownOverride(['--no-build', '--cpu-slowdown', '6'])).toBe(6);
  expect(cpuSlowdownOverride(['--cpu-slowdown', '2.5', '--rounds', '1'])).toBe(2.5);
  for (const bad of [[], ['0'], ['-1'], ['fast'], ['']])
    expect(() => cpuSlowdownOverride(['--cpu-slowdown', ...bad]), bad.join()).toThrow(/--cpu-slowdown/);
});
