/**
 * The modules the library-facts plugin writes, computed from the validated
 * facts file (pure: no file system, so tests call it on a modified copy).
 *
 * - `<framework>`: the core facts, what prose and the small islands read
 *   (versions, install line, notes...), plus `id` and `memberDefaults`;
 * - `<framework>-reference`: the core facts plus the long lists (API members,
 *   type keys, demos, known discrepancies), for the islands that show them.
 *   They load it after hydration, so it is not in a page's first load;
 * - `cross-framework`: the feature matrix (feature list, CHANGELOG sentence);
 * - `summary`: the few fields the footer and the home page show.
 *
 * Pages import them as `@facts/<name>` (types: ./facts.d.ts).
 */
import {frameworkIds} from '../../data/frameworks';
import {REFERENCE_KEYS, type FactsFile, type FactsSummary, type FrameworkId} from '../../data/types';

/**
 * Facts that no page shows. They stay in the facts file (the tests read it
 * whole) but are left out of the modules, which the pages bundle: about 2 KB
 * of gzipped JS on every docs page. To show one, remove it from this list and
 * declare it in src/data/types.ts (the validator then checks it).
 */
export const UNUSED_BY_PAGES: ReadonlySet<string> = new Set([
  'docsSite',
  'componentClass',
  'publicExports',
  'usageSnippets',
  'searchBehaviour',
  'defaultValueBehaviour',
  'lazyLoading',
  'disableItems',
  'latestVersionNote',
  'componentName',
  'moduleFacts',
  'selector',
  'viewMore',
]);

const referenceKeys: ReadonlySet<string> = new Set(REFERENCE_KEYS);

/** Module name → module contents (JSON-serialisable). */
export type FactsModules = Readonly<Record<string, unknown>>;

function packageModules(id: FrameworkId, pkg: Readonly<Record<string, unknown>>) {
  const members = (pkg.inputs ?? pkg.props) as readonly {name: string; default: unknown}[];
  const shown = Object.entries(pkg).filter(([key]) => !UNUSED_BY_PAGES.has(key));
  const core: Record<string, unknown> = {id};
  const full: Record<string, unknown> = {id};
  for (const [key, value] of shown) {
    if (!referenceKeys.has(key)) core[key] = value;
    full[key] = value;
  }
  core.memberDefaults = Object.fromEntries(members.map((m) => [m.name, m.default]));
  full.memberDefaults = core.memberDefaults;
  return {core, full};
}

/** Every module the plugin writes, by name (`angular`, `angular-reference`, ..., `summary`). */
export function factsModules(facts: FactsFile): FactsModules {
  const modules: Record<string, unknown> = {};
  const summary: Record<string, unknown> = {};
  for (const id of frameworkIds) {
    const pkg = facts.packages[id];
    const {core, full} = packageModules(id, pkg as unknown as Record<string, unknown>);
    modules[id] = core;
    modules[`${id}-reference`] = full;
    summary[id] = {
      npmName: pkg.npmName,
      latestVersion: pkg.latestVersion,
      latestVersionDate: pkg.latestVersionDate,
      ...('publishedState' in pkg ? {latestPublishedVersion: pkg.publishedState.latestPublishedVersion} : {}),
    } satisfies FactsSummary[typeof id];
  }
  modules['cross-framework'] = {featureMatrix: facts.crossFramework.featureMatrix};
  modules.summary = summary;
  return modules;
}
