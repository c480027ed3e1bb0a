/**
 * The phone the bench emulates (issue 58): Lighthouse's CPU slowdown chosen from the machine's
 * `benchmarkIndex`, so fast and slow machines judge the same device. Lighthouse's default 4x suits
 * about index 1,300; a machine twice as fast needs twice the slowdown: 4 × max(1, index / 1,300)
 * (a slower machine is not sped up). CommonJS, so bench.mjs and the unit tests load the same code.
 */

/** The CPU index at which Lighthouse's default slowdown emulates the bench's phone. */
const REFERENCE_BENCHMARK_INDEX = 1300;
/** Lighthouse's default mobile CPU slowdown, right for a machine at the reference index. */
const BASE_CPU_SLOWDOWN = 4;

/** The slowdown for a machine of `benchmarkIndex`, to two decimals (as printed, so as Lighthouse gets it). */
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
