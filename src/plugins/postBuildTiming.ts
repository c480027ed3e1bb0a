/**
 * A post-build step, timed: with `DOCUSAURUS_PERF_LOGGER=true` it prints
 * `[PERF] postBuild <step> - <ms> ms` (`npm run bench` reads it). A synchronous step stays
 * synchronous, so the steps of a stage start in the plan's order.
 */
import {performance} from 'node:perf_hooks';

export function timedPostBuild<A extends unknown[], R>(
  plugin: string,
  step: (...args: A) => R,
): (...args: A) => R {
  if (process.env.DOCUSAURUS_PERF_LOGGER !== 'true') return step;
  return (...args: A): R => {
    const started = performance.now();
    const print = () =>
      console.log(`[PERF] postBuild ${plugin} - ${Math.round(performance.now() - started)} ms`);
    const result = step(...args);
    if (result instanceof Promise) return result.finally(print) as R;
    print();
    return result;
  };
}
