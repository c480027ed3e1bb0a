/**
 * A post-build step (src/plugins/post-build/plan.ts), timed. With `DOCUSAURUS_PERF_LOGGER=true`
 * (the switch of Docusaurus's own build timings) the step prints
 * `[PERF] postBuild <step> - <ms> ms` when it ends, which `npm run bench` reads to show what each
 * step adds to a clean build; without it the step is returned unchanged. A synchronous step stays
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
