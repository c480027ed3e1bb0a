/**
 * Each package's upgrade guide, built from the facts' history (`changesBetween` over every release):
 * one item per change, with its phase, a sentence and, for an edit, the code before and after. Nothing
 * is written per release; the page picks a range with ./upgradeChecklist.ts.
 */
import {formatDefault} from './api';
import {changesBetween, membersAt, releasesOf} from './facts';
import type {FactsFile, FrameworkId, HistoryChange, MemberAt} from './facts';
import type {Binding, Phase, Snippet, UpgradeGuide, UpgradeItem} from './upgradeChecklist';

type Package = FactsFile['packages'][FrameworkId];
type Entry = Readonly<Record<string, unknown>>;
type DefaultValue = MemberAt['default'];

const PHASE_OF: Readonly<Record<HistoryChange['change'], Phase>> = {
  peer: 'before',
  renamed: 'during',
  removed: 'during',
  default: 'during',
  type: 'during',
  added: 'after',
  behaviour: 'after',
};

/** The object prop that holds a key of each kind (Angular's ARIA keys are inputs of their own). */
const OBJECT_PROP = {classKey: 'customClass', styleKey: 'customStyle', ariaKey: 'aria'} as const;

function kindWords(framework: FrameworkId, kind: MemberAt['kind']): string {
  if (kind === 'classKey' || kind === 'styleKey') return `\`${OBJECT_PROP[kind]}\` key`;
  if (kind === 'ariaKey') return framework === 'angular' ? 'ARIA input' : '`aria` key';
  return kind === 'keyboardKey' ? 'keyboard key' : kind;
}

/** `2.0.0` → `2-0-0`, `@angular/core` → `angular-core`: anchor-safe. */
const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A default as the API tables show it, a string always quoted: its full stop never ends the sentence. */
function shown(value: DefaultValue | undefined, type: string | undefined): string {
  const formatted = formatDefault(value, type);
  if (value === null || value === undefined) return formatted.text;
  const text =
    typeof value === 'string' && !/^"/.test(formatted.text) ? JSON.stringify(value) : formatted.text;
  return `\`${text}\``;
}

const endSentence = (text: string) => text.replace(/([^.!?])$/, '$1.');

const isFunctionType = (type: string | undefined) =>
  type !== undefined && /=>|\bfunction\b|^Function$/i.test(type);
const isStringType = (type: string | undefined) => type === 'string' || /^string\s*\|/.test(type ?? '');

/** A value to bind a member to in a snippet, by its type (and the opposite of a boolean default). */
function bindingFor(member: MemberAt): Binding {
  if (member.kind === 'output') return {name: member.name, as: 'event', value: 'onEvent'};
  if (isFunctionType(member.type)) return {name: member.name, as: 'bound', value: 'onEvent'};
  if (member.type === 'boolean')
    return {name: member.name, as: 'bound', value: String(member.default === true ? false : true)};
  if (member.type === 'number') return {name: member.name, as: 'bound', value: '10'};
  if (isStringType(member.type)) return {name: member.name, as: 'text', value: 'Your text'};
  if (member.type?.includes('[]')) return {name: member.name, as: 'bound', value: '[]'};
  return {name: member.name, as: 'bound', value: '{}'};
}

function keyBinding(objectProp: string, kind: 'classKey' | 'styleKey' | 'ariaKey', key: string): Binding {
  const value =
    kind === 'classKey' ? `'my-class'` : kind === 'styleKey' ? `{color: 'darkred'}` : `'Your label'`;
  return {name: objectProp, as: 'bound', value: `{${key}: ${value}}`};
}

const snippet = (bindings: readonly Binding[], extra: Partial<Snippet> = {}): Snippet => ({
  typeImports: [],
  fields: [],
  bindings,
  ...extra,
});

/** The binding that uses `member` in code, or null when no code can (a keyboard key). */
function usingMember(
  framework: FrameworkId,
  member: MemberAt,
  release: readonly MemberAt[],
  name = member.name,
): Binding | null {
  const named = {...member, name};
  if (member.kind === 'keyboardKey') return null;
  if (member.kind === 'input' || member.kind === 'output' || member.kind === 'prop') return bindingFor(named);
  if (member.kind === 'ariaKey' && framework === 'angular') return bindingFor({...named, type: 'string'});
  const objectProp = OBJECT_PROP[member.kind];
  const hasProp = release.some((m) => m.name === objectProp && (m.kind === 'input' || m.kind === 'prop'));
  return hasProp ? keyBinding(objectProp, member.kind, name) : null;
}

/** A default as code: a boolean or number bound, a string as text when the member takes a string. */
function defaultBinding(member: MemberAt, value: unknown): Binding | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && isStringType(member.type)) return {name: member.name, as: 'text', value};
  return {name: member.name, as: 'bound', value: typeof value === 'string' ? value : JSON.stringify(value)};
}

function descriptionOf(pkg: Package, list: string, name: string): string | undefined {
  const lists = pkg as unknown as Readonly<Record<string, readonly Entry[] | undefined>>;
  const entry =
    lists[list]?.find((e) => (e.name ?? e.key) === name) ??
    (pkg.history.removedMembers as readonly Entry[]).find((e) => e.list === list && e.name === name);
  const text = entry?.description ?? entry?.effect ?? entry?.appliesTo;
  return typeof text === 'string' ? text : undefined;
}

const sentence = (text: string | undefined) => (text ? ` ${endSentence(text)}` : '');

/** What the other items of a change's release say, so its sentence agrees with them. */
interface ReleaseContext {
  readonly added: ReadonlySet<string>;
  /** Renamed, removed, default, type: a During item each. */
  readonly codeChanges: ReadonlySet<string>;
  /** Behaviour texts about members new in the release only, folded into those members' "New in" items. */
  readonly foldedInto: ReadonlyMap<string, readonly string[]>;
}

function itemOf(
  framework: FrameworkId,
  pkg: Package,
  change: HistoryChange,
  before: readonly MemberAt[],
  after: readonly MemberAt[],
  index: number,
  context: ReleaseContext,
): UpgradeItem {
  const base = {release: change.release, phase: PHASE_OF[change.change], change: change.change};
  const version = change.release;
  if (change.change === 'peer') {
    const peer = `\`${change.peer}\``;
    const text =
      change.to === null
        ? `${version} no longer lists ${peer} as a peer dependency (it was \`${change.from}\`).`
        : change.from === null
          ? `${version} needs ${peer} \`${change.to}\` (a new peer dependency): install a version in that range first.`
          : `${version} needs ${peer} \`${change.to}\` (the release before needed \`${change.from}\`): check that your ${peer} is in that range first.`;
    const range = (value: string | null) => (value === null ? 'none' : `\`${value}\``);
    return {
      ...base,
      id: `upgrade-${slug(version)}-peer-${slug(change.peer)}`,
      text,
      label: `Peer dependency ${peer}: ${range(change.from)} → ${range(change.to)}`,
    };
  }
  if (change.change === 'behaviour') {
    // A member new in this release has its own "New in" item: it is named there, not here again.
    const named = change.members.filter((m) => !context.added.has(m));
    const members = named.length ? ` (${named.map((m) => `\`${m}\``).join(', ')})` : '';
    const what = change.kind === 'fixed' ? 'Fixed' : 'Changed';
    // A member this release also asks a code change of: its During item says what to change.
    const coded = named.filter((m) => context.codeChanges.has(m));
    const toDo = coded.length
      ? `For the code, see the ${coded.length === 1 ? 'item' : 'items'} on ${coded.map((m) => `\`${m}\``).join(', ')} under During; then check what your users see.`
      : 'No code to change; check what your users see.';
    return {
      ...base,
      id: `upgrade-${slug(version)}-behaviour-${index + 1}`,
      text: `${what} in ${version}${members}: ${endSentence(change.text)} ${toDo}`,
      label: `${what}: ${change.text}`,
    };
  }
  const item = {
    ...base,
    id: `upgrade-${slug(version)}-${change.change}-${slug(change.kind)}-${slug(change.member)}`,
    member: change.member,
  };
  const kind = kindWords(framework, change.kind);
  const name = `\`${change.member}\``;
  const was = before.find((m) => m.list === change.list && m.name === change.member);
  const now = after.find((m) => m.list === change.list && m.name === change.member);
  const description = descriptionOf(pkg, change.list, change.member);
  switch (change.change) {
    case 'added': {
      const folded = (context.foldedInto.get(change.member) ?? []).map(sentence).join('');
      return {
        ...item,
        text: `New in ${version}: the ${kind} ${name}.${sentence(description)}${folded} Nothing to change${change.kind === 'keyboardKey' ? '; your users can press it' : '; use it if you need it'}.`,
        label: `New ${kind} ${name}`,
      };
    }
    case 'removed': {
      const old = was && usingMember(framework, was, before);
      return {
        ...item,
        text: `${version} removed the ${kind} ${name}, and nothing replaces it: remove it from your code.${description ? ` It was: ${endSentence(description)}` : ''}`,
        label: `Removed ${kind} ${name}`,
        ...(old ? {code: {before: snippet([old]), after: snippet([])}} : {}),
      };
    }
    case 'renamed': {
      const renamed = after.find((m) => m.list === change.list && m.name === change.to);
      const old = was && usingMember(framework, was, before);
      const next = was && renamed && usingMember(framework, was, after, change.to);
      return {
        ...item,
        text: `${version} renamed the ${kind} ${name} to \`${change.to}\`: use the new name where you set it.`,
        label: `Renamed ${kind} ${name} → \`${change.to}\``,
        ...(old && next ? {code: {before: snippet([old]), after: snippet([next])}} : {}),
      };
    }
    case 'default': {
      const keep = now && defaultBinding(now, change.from);
      const type = now?.type ?? was?.type;
      const [from, to] = [shown(change.from, type), shown(change.to, type)];
      return {
        ...item,
        text: `From ${version}, the ${kind} ${name} defaults to ${to} instead of ${from}. If you relied on ${from}, set it explicitly.`,
        label: `Default of ${name}: ${from} → ${to}`,
        ...(keep ? {code: {before: snippet([]), after: snippet([keep])}} : {}),
      };
    }
    case 'type': {
      const typeName = /^[A-Z]\w*$/;
      // The member bound to a field of the type, imported from the package.
      const typed = (type: string) =>
        snippet([{name: change.member, as: 'bound', value: change.member}], {
          typeImports: [type],
          fields: [{name: change.member, type, value: '{}'}],
        });
      const code =
        typeName.test(change.from) &&
        typeName.test(change.to) &&
        was &&
        now &&
        (change.kind === 'prop' || change.kind === 'input')
          ? {before: typed(change.from), after: typed(change.to)}
          : undefined;
      return {
        ...item,
        text:
          change.kind === 'output'
            ? `From ${version}, the output ${name} emits \`${change.to}\` instead of \`${change.from}\`: check what your handler reads from it.`
            : `From ${version}, the ${kind} ${name} takes \`${change.to}\` instead of \`${change.from}\`: change the type you give its value.`,
        label: `${change.kind === 'output' ? 'Payload' : 'Type'} of ${name}: \`${change.from}\` → \`${change.to}\``,
        ...(code ? {code} : {}),
      };
    }
  }
}

type BehaviourChange = Extract<HistoryChange, {change: 'behaviour'}>;

/** A behaviour change about members new in its release only: said in their "New in" item, not apart. */
const isFolded = (change: BehaviourChange, added: ReadonlySet<string>) =>
  change.members.length > 0 && change.members.every((m) => added.has(m));

function releaseContext(changes: readonly HistoryChange[], release: string): ReleaseContext {
  const ofRelease = changes.filter((c) => c.release === release);
  const membersOf = (kinds: readonly HistoryChange['change'][]) =>
    new Set(ofRelease.flatMap((c) => (kinds.includes(c.change) && 'member' in c ? [c.member] : [])));
  const added = membersOf(['added']);
  const foldedInto = new Map<string, string[]>();
  for (const c of ofRelease)
    if (c.change === 'behaviour' && isFolded(c, added))
      foldedInto.set(c.members[0]!, [...(foldedInto.get(c.members[0]!) ?? []), c.text]);
  return {added, codeChanges: membersOf(['renamed', 'removed', 'default', 'type']), foldedInto};
}

export function upgradeGuideOf(facts: FactsFile, framework: FrameworkId): UpgradeGuide {
  const versions = releasesOf(facts, framework);
  const pkg = facts.packages[framework] as Package;
  const releases = versions.map((version) => {
    const release = pkg.releases.find((r) => r.version === version)!;
    return {
      version,
      date: release.date ?? null,
      intermediate: release.intermediate === true,
      notes: release.changes,
      peers: release.peerDependencies ?? null,
    };
  });
  const states = new Map(versions.map((v) => [v, membersAt(facts, framework, v).members]));
  const previous = (version: string) => versions[versions.indexOf(version) - 1] ?? version;
  const changes = changesBetween(facts, framework, versions[0]!, versions.at(-1)!);
  const contexts = new Map(versions.map((v) => [v, releaseContext(changes, v)]));
  const behaviourIndex = new Map<string, number>();
  const items = changes.flatMap((change) => {
    let index = 0;
    if (change.change === 'behaviour') {
      // Counted whether or not it is folded, so the other items' anchors do not move.
      index = behaviourIndex.get(change.release) ?? 0;
      behaviourIndex.set(change.release, index + 1);
      if (isFolded(change, contexts.get(change.release)!.added)) return [];
    }
    return [
      itemOf(
        framework,
        pkg,
        change,
        states.get(previous(change.release))!,
        states.get(change.release)!,
        index,
        contexts.get(change.release)!,
      ),
    ];
  });
  return {framework, npmName: pkg.npmName, releases, items};
}
