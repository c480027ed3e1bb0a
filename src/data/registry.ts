/**
 * Which frameworks' package facts (`./generated/<framework>.ts`) are loaded.
 *
 * The data modules (api.ts, features.ts, versions.ts...) never import the
 * generated modules: if they did, every page using them would bundle the facts
 * of all three frameworks. A page registers the facts it shows instead, with
 * one side-effect import at its top (`import '@site/src/data/use/react';`), and
 * the data modules read them here when they are first asked for a framework.
 * Tests and Node code that need every framework import `./use/all`.
 *
 * Imports are relative (no `@site/` alias) so the unit specs load it as plain TypeScript.
 */
import type angular from './generated/angular';
import type react from './generated/react';
import type vue from './generated/vue';
import type {FrameworkId} from './types';

/** The generated facts of each framework, with their exact (literal) types. */
export interface FactsByFramework {
  readonly angular: typeof angular;
  readonly react: typeof react;
  readonly vue: typeof vue;
}

const registered: {[F in FrameworkId]?: FactsByFramework[F]} = {};

/** Called by `./use/<framework>.ts` only. */
export function registerFacts<F extends FrameworkId>(id: F, facts: FactsByFramework[F]): void {
  registered[id] = facts as (typeof registered)[F];
}

/** The facts of a framework; throws, naming the import to add, when the page did not load them. */
export function factsOf<F extends FrameworkId>(id: F): FactsByFramework[F] {
  const facts = registered[id] as FactsByFramework[F] | undefined;
  if (!facts) {
    throw new Error(
      `The ${id} package facts are not loaded. Add \`import '@site/src/data/use/${id}';\` at the top of ` +
        `the page (MDX) that shows them; tests and Node code import src/data/use/all.`,
    );
  }
  return facts;
}

/**
 * Wraps a per-framework builder so it runs at most once per framework, on
 * first use (after the page has registered the facts it needs).
 */
export function perFramework<T>(build: (framework: FrameworkId) => T): (framework: FrameworkId) => T {
  const cache: {[F in FrameworkId]?: T} = {};
  return (framework) => {
    if (!(framework in cache)) cache[framework] = build(framework);
    return cache[framework] as T;
  };
}
