/**
 * The phone the bench emulates (issue 58): Lighthouse's simulated CPU slowdown
 * (`throttling.cpuSlowdownMultiplier`) chosen from the machine's CPU index
 * (Lighthouse's `benchmarkIndex`, reported in `lhr.environment.benchmarkIndex`),
 * so that a run on a fast machine and a run on a slow one judge the same device.
 *
 * Lighthouse's default mobile slowdown is 4x, tuned for a machine of about
 * index 1,300. A machine with twice that index runs the page's tasks twice as
 * fast, so it needs twice the slowdown to show the same phone:
 * multiplier = 4 × max(1, index / 1,300). Below 1,300 the bench keeps 4x (a
 * slower machine is not sped up; Lighthouse itself warns below its own threshold).
 *
 * CommonJS with types in cpu-calibration.d.cts, so that scripts/bench.mjs
 * and the unit tests (tests/unit/cpu-calibration.spec.ts) load the same code.
 */

/** The CPU index at which Lighthouse's default slowdown emulates the bench's phone. */
const REFERENCE_BENCHMARK_INDEX = 1300;
/** Lighthouse's default mobile CPU slowdown, right for a machine at the reference index. */
const BASE_CPU_SLOWDOWN = 4;

/**
 * The CPU slowdown that makes a machine of `benchmarkIndex` emulate the bench's phone,
 * rounded to two decimals (what the bench prints is what Lighthouse is given).
 */
function cpuSlowdownFor(benchmarkIndex) {
  if (typeof benchmarkIndex !== 'number' || !Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0)
    throw new Error(`A CPU benchmark index must be a positive number, not ${String(benchmarkIndex)}`);
  const multiplier = BASE_CPU_SLOWDOWN * Math.max(1, benchmarkIndex / REFERENCE_BENCHMARK_INDEX);
  return Math.round(multiplier * 100) / 100;
}

/**
 * The value of `--cpu-slowdown N` among command-line `args`, or null when the flag is absent.
 * Throws when the flag has no positive number after it.
 */
function cpuSlowdownOverride(args) {
  const at = args.indexOf('--cpu-slowdown');
  if (at === -1) return null;
  const text = args[at + 1];
  const value = Number(text);
  if (text === undefined || text.trim() === '' || !Number.isFinite(value) || value <= 0)
    throw new Error(`--cpu-slowdown needs a positive number (e.g. --cpu-slowdown 6), not ${String(text)}`);
  return value;
}

module.exports = {REFERENCE_BENCHMARK_INDEX, BASE_CPU_SLOWDOWN, cpuSlowdownFor, cpuSlowdownOverride};
