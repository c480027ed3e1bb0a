/** Types of scripts/cpu-calibration.cjs for the TypeScript tests. */
export const REFERENCE_BENCHMARK_INDEX: number;
export const BASE_CPU_SLOWDOWN: number;
export function cpuSlowdownFor(benchmarkIndex: number): number;
export function cpuSlowdownOverride(args: readonly string[]): number | null;
