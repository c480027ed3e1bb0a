/**
 * The reference part of each framework's package facts (`./generated/<framework>Reference.ts`:
 * API members, type keys, demos, known discrepancies): how to load it and whether it is in.
 * `./registry.ts` reads it; src/components/Island loads it before an island that shows it
 * (`referenceFacts`) goes live. Kept
 * apart from the registry because every page's main bundle holds the island code, and so
 * this module.
 *
 * Imports are relative (no `@site/` alias) so the unit specs load it as plain TypeScript.
 */
import type angularReference from './generated/angularReference';
import type reactReference from './generated/reactReference';
import type vueReference from './generated/vueReference';
import type {FrameworkId} from './types';

/** The reference facts of each framework. */
export interface ReferenceByFramework {
  readonly angular: typeof angularReference;
  readonly react: typeof reactReference;
  readonly vue: typeof vueReference;
}

export type ReferenceLoader<F extends FrameworkId> = () => Promise<{default: ReferenceByFramework[F]}>;

const loaded: {[F in FrameworkId]?: ReferenceByFramework[F]} = {};
const loaders: {[F in FrameworkId]?: ReferenceLoader<F>} = {};

/** How to load a framework's reference facts; called when a page registers its facts. */
export function registerReferenceLoader<F extends FrameworkId>(id: F, load: ReferenceLoader<F>): void {
  loaders[id] ??= load as (typeof loaders)[F];
}

/** A framework's reference facts, imported by the page itself (`../use/reference/<framework>`). */
export function registerReference<F extends FrameworkId>(id: F, reference: ReferenceByFramework[F]): void {
  loaded[id] = reference as (typeof loaded)[F];
}

/** A framework's reference facts, or undefined while they are not in. */
export function referenceOf<F extends FrameworkId>(id: F): ReferenceByFramework[F] | undefined {
  return loaded[id] as ReferenceByFramework[F] | undefined;
}

/** Loads the reference facts of every framework the page registered (once each). */
export function loadReferences(): Promise<void> {
  const pending = (Object.keys(loaders) as FrameworkId[])
    .filter((id) => !loaded[id])
    .map((id) =>
      (loaders[id] as ReferenceLoader<typeof id>)().then((module) => {
        loaded[id] ??= module.default as never;
      }),
    );
  return Promise.all(pending).then(() => undefined);
}

/** True when the reference facts of every framework the page registered are in. */
export function referencesLoaded(): boolean {
  return (Object.keys(loaders) as FrameworkId[]).every((id) => loaded[id]);
}
