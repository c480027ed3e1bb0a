/**
 * A package's published API (./read.ts) against the facts: `compareRelease` lists where they differ
 * at the tarball's release (`membersAt`), and `importRelease` records a newer release in a copy of
 * the facts. Only what the package says is written; what only a maintainer can write (category,
 * description, readerWords...) is left out, so `npm run data:check` names each. Pure JSON in, out.
 */
import semver from 'semver';
import {membersAt, type HistoryList, type FactsFile} from '../../data/facts';
import type {FrameworkId} from '../../data/frameworks';
import type {PackageManifest} from './files';
import type {CodeDefault, PackageApi} from './read';

/**
 * A member's default in the facts as the value code would give, or undefined when it is none or
 * words ("internal fn returning item.index"). The live preview binds the same values.
 */
export function defaultAsValue(value: unknown, type: string): unknown {
  if (typeof value === 'boolean' || typeof value === 'number') return value;
  if (value === '[]') return [];
  if (value === '{}') return {};
  if (typeof value === 'string' && type.trim() === 'string') return value;
  return undefined;
}

/** A value code gives as the facts write a default: `[]` and `{}` as `'[]'` and `'{}'`, none as null. */
export function factsDefault(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (Array.isArray(value) && value.length === 0) return '[]';
  if (typeof value === 'object' && Object.keys(value).length === 0) return '{}';
  return value;
}

/** `boolean`, `string` or `number` when a type says only that (`boolean | undefined`, Vue's `Boolean`), else null. */
export function plainType(type: string): string | null {
  const words = type
    .split('|')
    .map((part) => part.trim().toLowerCase())
    .filter((part) => part !== 'undefined' && part !== 'null');
  return words.length === 1 && ['boolean', 'string', 'number'].includes(words[0]!) ? words[0]! : null;
}

/** The lists the package's API fills: Angular's inputs and outputs, React's and Vue's props. */
type ApiList = Extract<HistoryList, 'inputs' | 'outputs' | 'props'>;
const WORD: Readonly<Record<ApiList, string>> = {inputs: 'input', outputs: 'output', props: 'prop'};

/** One way the package and the facts differ about a member (`since`: the release the facts date it from). */
export type Difference = {readonly list: ApiList; readonly name: string} & (
  | {readonly kind: 'missing'}
  | {readonly kind: 'extra'; readonly type?: string; readonly since?: string}
  | {readonly kind: 'type'; readonly facts: string; readonly package: string}
  | {readonly kind: 'default'; readonly facts: unknown; readonly package: unknown}
);

export type ReleaseComparison = Readonly<ReturnType<typeof compareRelease>>;

/** Two plain values (what ./read.ts reads: a string, number, boolean, null, empty list or object) are the same. */
const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

const show = (value: unknown): string => (value === undefined ? 'none' : JSON.stringify(value));

export function describeDifference(d: Difference, comparison: ReleaseComparison): string {
  const {tarballVersion: version, comparedWith: release} = comparison;
  const word = WORD[d.list];
  switch (d.kind) {
    case 'missing':
      return `${word} ${d.name}: in the facts for ${release}, not in the package ${version}`;
    case 'extra':
      return `${word} ${d.name}: in the package ${version}${d.type ? ` (${d.type})` : ''}, not in the facts for ${release}${d.since ? ` (they date it from ${d.since})` : ''}`;
    case 'type':
      return `${word} ${d.name}: the facts give the type ${d.facts} for ${release}, the package ${d.package}`;
    case 'default':
      return `${word} ${d.name}: the facts give the default ${show(d.facts)} for ${release}, the package's code ${show(d.package)}`;
  }
}

interface PackageJson {
  readonly npmName: string;
  readonly latestVersion: string;
  readonly releases: readonly {readonly version: string}[];
}
const packageOf = (facts: unknown, framework: FrameworkId): PackageJson =>
  (facts as {packages: Record<FrameworkId, PackageJson>}).packages[framework];

/**
 * Where `api` of `version` differs from the facts at that release, or at the latest for a newer
 * version. Throws on an older version the facts do not record.
 */
export function compareRelease(facts: unknown, framework: FrameworkId, api: PackageApi, version: string) {
  const pkg = packageOf(facts, framework);
  const latest = pkg.latestVersion;
  const known = pkg.releases.some((r) => r.version === version);
  if (!known && !semver.gt(version, latest))
    throw new Error(
      `${pkg.npmName} ${version} is older than the facts' latest release ${latest}, and the facts record no release ${version} ` +
        `(releases: ${semver.sort(pkg.releases.map((r) => r.version)).join(', ')}): add it to releases first`,
    );
  // The release of the facts the package is compared with: its own, or the latest for a newer one.
  const comparedWith = known ? version : latest;
  const lists: ApiList[] = framework === 'angular' ? ['inputs', 'outputs'] : ['props'];
  const at = membersAt(facts as FactsFile, framework, comparedWith).members.filter((m) =>
    (lists as string[]).includes(m.list),
  );
  const now = membersAt(facts as FactsFile, framework, latest).members;
  const inPackage = (list: ApiList): ReadonlyMap<string, string | undefined> =>
    list === 'outputs' ? new Map(api.outputs.map((name) => [name, undefined])) : api.members;

  const differences: Difference[] = [];
  // Members the facts date after the tarball's version, which it cannot have.
  const publishedOnly: string[] = [];
  const defaultsNotCompared: string[] = [];
  let typesCompared = 0;
  let defaultsCompared = 0;
  for (const list of lists) {
    const found = inPackage(list);
    const lens = at.filter((m) => m.list === list);
    for (const member of lens) {
      if (!found.has(member.name)) {
        differences.push({kind: 'missing', list, name: member.name});
        continue;
      }
      if (list === 'outputs') continue;
      const packageType = found.get(member.name) ?? 'any';
      const factsType = member.type ?? '';
      if (plainType(factsType) && plainType(packageType)) {
        typesCompared += 1;
        if (plainType(factsType) !== plainType(packageType))
          differences.push({kind: 'type', list, name: member.name, facts: factsType, package: packageType});
      }
      if (member.default === undefined) continue;
      const documented = member.default;
      const expected = documented === null ? undefined : defaultAsValue(documented, factsType);
      if (documented !== null && expected === undefined) {
        defaultsNotCompared.push(`${member.name} (the facts describe it: ${show(documented)})`);
        continue;
      }
      const code: CodeDefault | undefined = api.defaults.get(member.name);
      if (code === 'unread') {
        defaultsNotCompared.push(`${member.name} (the code computes it)`);
        continue;
      }
      defaultsCompared += 1;
      const actual = code?.value;
      // A boolean the code leaves unset reads as false wherever it is tested.
      if (!(same(actual, expected) || (expected === false && actual === undefined)))
        differences.push({kind: 'default', list, name: member.name, facts: documented, package: actual});
    }
    for (const [name, type] of found) {
      if (lens.some((m) => m.name === name)) continue;
      const later = now.find((m) => m.list === list && m.name === name && semver.gt(m.since, comparedWith));
      differences.push({
        kind: 'extra',
        list,
        name,
        ...(type === undefined ? {} : {type}),
        ...(later ? {since: later.since} : {}),
      });
    }
    for (const member of now) {
      if (member.list === list && semver.gt(member.since, version) && !found.has(member.name))
        publishedOnly.push(`${WORD[list]} ${member.name} (since ${member.since})`);
    }
  }
  return {
    framework,
    tarballVersion: version,
    documentedVersion: latest,
    comparedWith,
    members: api.members.size + api.outputs.length,
    typesCompared,
    defaultsCompared,
    defaultsNotCompared,
    publishedOnly,
    differences,
  };
}

type Json = Record<string, unknown>;
type Entry = Json & {name: string; since: string};

export interface ImportResult {
  /** The facts with the release recorded (a copy; the input is left as it was). */
  readonly facts: unknown;
  readonly comparison: ReleaseComparison;
  /** What the maintainer still writes, and what was recorded, in words. */
  readonly toWrite: readonly string[];
  readonly recorded: readonly string[];
}

/**
 * Records release `manifest.version`, newer than the facts' latest, in a copy of `facts`: the
 * differences from the latest become its history. Throws for another package or an older version.
 */
export function importRelease(
  facts: unknown,
  framework: FrameworkId,
  api: PackageApi,
  manifest: PackageManifest,
): ImportResult {
  const copy = structuredClone(facts) as {packages: Record<FrameworkId, Json>};
  const pkg = copy.packages[framework] as Json & {
    npmName: string;
    latestVersion: string;
    releases: Json[];
    history: {sources: {releases: string[]}[]; removedMembers: Json[]};
  };
  const version = manifest.version;
  if (manifest.name !== pkg.npmName)
    throw new Error(`the tarball is ${manifest.name}, not ${pkg.npmName} (the ${framework} package)`);
  if (!semver.gt(version, pkg.latestVersion))
    throw new Error(
      `${pkg.npmName} ${version} is not newer than the facts' latest release ${pkg.latestVersion}`,
    );
  const comparison = compareRelease(facts, framework, api, version);
  const previous = pkg.latestVersion;
  const recorded: string[] = [];
  const toWrite: string[] = [];

  const at = pkg.releases.findIndex((r) => semver.lt(String(r.version), version));
  const release: Json = {version, date: null, changes: []};
  if (manifest.peerDependencies) release.peerDependencies = {...manifest.peerDependencies};
  pkg.releases.splice(at === -1 ? pkg.releases.length : at, 0, release);
  pkg.latestVersion = version;
  pkg.latestVersionDate = null;
  if (manifest.peerDependencies) pkg.peerDependencies = {...manifest.peerDependencies};
  else toWrite.push(`peerDependencies: the tarball's package.json has none; the facts keep ${previous}'s`);
  const source = pkg.history.sources.find((s) => s.releases.includes(previous));
  if (source) source.releases.push(version);
  else toWrite.push(`history.sources: name ${version} in the source it was read from`);
  recorded.push(`release ${version} after ${previous} (date null, no changes yet)`);
  toWrite.push(`releases[${version}]: its date (and latestVersionDate), changes, behaviour and commit`);

  const listOf = (list: ApiList): Entry[] => pkg[list] as Entry[];
  for (const d of comparison.differences) {
    const word = WORD[d.list];
    const entries = listOf(d.list);
    const index = entries.findIndex((m) => m.name === d.name);
    const member = entries[index];
    if (d.kind === 'extra') {
      const added: Json = {name: d.name};
      if (d.list === 'outputs') {
        toWrite.push(`${d.list}: ${d.name}'s payload, requiresFlag, description and readerWords`);
      } else {
        added.type = d.type ?? 'any';
        const code = api.defaults.get(d.name);
        if (code !== 'unread') added.default = factsDefault(code?.value);
        toWrite.push(
          `${d.list}: ${d.name}'s required, category, description and readerWords${code === 'unread' ? ', and its default (the code computes it)' : ''}`,
        );
      }
      added.since = version;
      entries.push(added as Entry);
      recorded.push(`${word} ${d.name} added (since ${version})`);
    } else if (d.kind === 'missing' && member) {
      entries.splice(index, 1);
      const removed: Json = {list: d.list, name: member.name, since: member.since, removed: version};
      const type = member.type ?? member.payload;
      if (typeof type === 'string') removed.type = type;
      if (member.default !== undefined) removed.default = member.default;
      if (typeof member.description === 'string') removed.description = member.description;
      if (typeof member.readerWords === 'string') removed.readerWords = member.readerWords;
      pkg.history.removedMembers.push(removed);
      recorded.push(`${word} ${d.name} removed (history.removedMembers, removed ${version})`);
      toWrite.push(`history.removedMembers: renamedTo on ${d.name} if ${version} renamed it`);
    } else if (d.kind === 'default' && member) {
      if (member.previousDefault) {
        const earlier = (member.earlierDefaults as Json[] | undefined) ?? [];
        member.earlierDefaults = [...earlier, member.previousDefault];
      }
      member.previousDefault = {value: member.default, until: version};
      member.default = factsDefault(d.package);
      recorded.push(
        `${word} ${d.name}: default ${show(d.facts)} → ${show(member.default)} (previousDefault)`,
      );
    } else if (d.kind === 'type' && member) {
      if (member.previousType) {
        toWrite.push(
          `${d.list}: ${d.name}'s type changed again (${d.facts} → ${d.package}); the facts hold one previousType: record it by hand`,
        );
        continue;
      }
      member.previousType = {value: member.type, until: version};
      member.type = d.package;
      recorded.push(`${word} ${d.name}: type ${d.facts} → ${d.package} (previousType)`);
    }
  }
  return {facts: copy, comparison, toWrite, recorded};
}

/** True when `version` is newer than the package's latest release in the facts (a release to import). */
export function isNewerRelease(facts: unknown, framework: FrameworkId, version: string): boolean {
  if (!semver.valid(version))
    throw new Error(`the tarball's version "${version}" is not a version semver reads`);
  return semver.gt(version, packageOf(facts, framework).latestVersion);
}
