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
 * Each framework's facts come in two modules (scripts/generate-data.mjs):
 * - `<framework>.ts`, the core: what prose reads while the page hydrates
 *   (versions, install line, notes...). Registered at once.
 * - `<framework>Reference.ts`, the long lists (API members, type keys,
 *   demos, known discrepancies) that some islands show. Registered as a loader
 *   and requested by those islands (`./references.ts`, which
 *   src/components/Island awaits), so it is not in the page's first load. A page
 *   whose prose reads one of them imports `./use/reference/<framework>` too.
 * `factsOf` returns both as one object; reading a reference key before its
 * module is in throws, naming the import to add.
 *
 * Imports are relative (no `@site/` alias) so the unit specs load it as plain TypeScript.
 */
import type angular from './generated/angular';
import type react from './generated/react';
import type vue from './generated/vue';
import {
  referenceOf,
  registerReferenceLoader,
  type ReferenceByFramework,
  type ReferenceLoader,
} from './references';
import type {FrameworkId} from './types';

/** The core facts of each framework, with their exact (literal) types. */
interface CoreByFramework {
  readonly angular: typeof angular;
  readonly react: typeof react;
  readonly vue: typeof vue;
}

/** All the generated facts of each framework, as `factsOf` returns them. */
export type FactsByFramework = {
  readonly [F in FrameworkId]: CoreByFramework[F] & ReferenceByFramework[F];
};

const core: {[F in FrameworkId]?: CoreByFramework[F]} = {};
const views: {[F in FrameworkId]?: FactsByFramework[F]} = {};

/** Called by `./use/<framework>.ts` only: the core facts, and how to load the reference facts. */
export function registerFacts<F extends FrameworkId>(
  id: F,
  facts: CoreByFramework[F],
  loadReference: ReferenceLoader<F>,
): void {
  core[id] = facts as (typeof core)[F];
  registerReferenceLoader(id, loadReference);
}

/** The facts of a framework; throws, naming the import to add, when the page did not load them. */
export function factsOf<F extends FrameworkId>(id: F): FactsByFramework[F] {
  const facts = core[id] as CoreByFramework[F] | undefined;
  if (!facts) {
    throw new Error(
      `The ${id} package facts are not loaded. Add \`import '@site/src/data/use/${id}';\` at the top of ` +
        `the page (MDX) that shows them; tests and Node code import src/data/use/all.`,
    );
  }
  views[id] ??= new Proxy(facts, {
    get(target, key, receiver) {
      if (typeof key !== 'string' || key in target) return Reflect.get(target, key, receiver) as unknown;
      const reference = referenceOf(id) as Record<string, unknown> | undefined;
      if (!reference) {
        throw new Error(
          `The ${id} reference facts (${key}) are not loaded yet: an island loads them after hydration. ` +
            `For prose that reads them, add \`import '@site/src/data/use/reference/${id}';\` to the page.`,
        );
      }
      return reference[key];
    },
  }) as FactsByFramework[F];
  return views[id] as FactsByFramework[F];
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
