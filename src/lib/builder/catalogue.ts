/**
 * What the builder offers in one framework, derived from the package facts: the simple options
 * (boolean, string and number members and aria keys, minus what scenarios write and Angular's event
 * switches), the events, the customClass keys and every name a scenario may need. Each option and
 * event has a `key`, the same in every framework: the compare page's row name (src/data/compare.ts),
 * so `placeholder` (Angular) and `placeHolder` (React, Vue) are one option. Pure.
 */
import {categoryLabel, getApi} from '../../data/api';
import {builderScenarios, eventsWrittenByScenarios} from '../../data/builderScenarios';
import type {CompareRow} from '../../data/compare';
import type {FrameworkId, FullFactsOf} from '../../data/facts';

/** What the builder reads: each framework's reference facts and the compare page's member rows. */
export interface BuilderFacts {
  readonly reference: {readonly [F in FrameworkId]: FullFactsOf<F>};
  readonly members: readonly CompareRow[];
}

export type OptionKind = 'boolean' | 'string' | 'number';
export type OptionValue = boolean | string | number;

export interface BuilderOption {
  /** Same in every framework (the compare page's row name): the URL parameter. */
  readonly key: string;
  /** Its name in this framework: `placeholder`, or `aria.ariaRole` for a key of the aria prop. */
  readonly name: string;
  readonly kind: OptionKind;
  /** Null: not set by default. */
  readonly default: OptionValue | null;
  /** Category id of the facts (`display`, `aria`...). */
  readonly category: string;
  readonly description: string;
  readonly since?: string;
  /** A member of the component, or a key of its aria prop. */
  readonly via: 'member' | 'ariaKey';
}

export interface BuilderEvent {
  readonly key: string;
  /** The output (Angular) or callback prop (React, Vue). */
  readonly name: string;
  /** Angular: the input that must be true for the output to fire; null otherwise. */
  readonly flag: string | null;
  readonly description: string;
}

export type Catalogue = Readonly<ReturnType<typeof catalogueOf>>;

const SIMPLE_TYPES: ReadonlySet<string> = new Set(['boolean', 'string', 'number']);
const CALLBACKS = categoryLabel('callbacks');
const identifiers = (text: string): string[] => text.match(/[A-Za-z][A-Za-z0-9]*/g) ?? [];

export function catalogueOf(framework: FrameworkId, facts: BuilderFacts) {
  const reference = facts.reference[framework];
  const api = getApi(reference);
  const memberNames = new Map<string, string>();
  const eventNames = new Map<string, string>();
  const keyOfMember = new Map<string, string>();
  for (const row of facts.members) {
    const cell = row.cells[framework];
    if (!cell) continue;
    if (cell.what === 'output' || cell.what === 'callback prop') {
      if (!eventNames.has(row.label)) eventNames.set(row.label, cell.name);
    }
    if (cell.what !== 'output') {
      if (!memberNames.has(row.label)) memberNames.set(row.label, cell.name);
      if (!keyOfMember.has(cell.name)) keyOfMember.set(cell.name, row.label);
    }
  }
  const keyOf = (name: string): string => keyOfMember.get(name) ?? name;
  // Members the options must not offer: what scenarios write, and Angular's event switches.
  const claimed = new Set(builderScenarios.flatMap((s) => s.claims));
  const eventSwitches = new Set(api.outputs.flatMap((o) => identifiers(o.requiresFlag ?? '')));

  const options: BuilderOption[] = [];
  for (const member of api.members) {
    const kind = member.type.trim();
    if (!SIMPLE_TYPES.has(kind) || api.callbacks.includes(member.name)) continue;
    if (eventSwitches.has(member.name)) continue;
    const key = keyOf(member.name);
    if (claimed.has(key) || claimed.has(member.name)) continue;
    options.push({
      key,
      name: member.name,
      kind: kind as OptionKind,
      default: typeof member.default === kind ? (member.default as OptionValue) : null,
      category: member.category,
      description: member.description,
      ...(member.since ? {since: member.since} : {}),
      via: 'member',
    });
  }
  if (api.ariaProp && api.members.some((m) => m.name === api.ariaProp)) {
    for (const ariaKey of api.ariaKeys) {
      const name = `${api.ariaProp}.${ariaKey.name}`;
      options.push({
        key: `aria.${ariaKey.name}`,
        name,
        kind: 'string',
        default: ariaKey.default ?? null,
        category: 'aria',
        description: `Key of the ${api.ariaProp} prop, on ${ariaKey.appliesTo}.`,
        ...(ariaKey.since ? {since: ariaKey.since} : {}),
        via: 'ariaKey',
      });
    }
  }

  const events: BuilderEvent[] = [];
  for (const row of facts.members) {
    const cell = row.cells[framework];
    if (row.category !== CALLBACKS || !cell || eventsWrittenByScenarios.includes(row.label)) continue;
    if (cell.what !== 'output' && cell.what !== 'callback prop') continue;
    if (events.some((e) => e.key === row.label)) continue;
    const output = api.outputs.find((o) => o.name === cell.name);
    const member = api.members.find((m) => m.name === cell.name);
    events.push({
      key: row.label,
      name: cell.name,
      flag: output?.effectiveFlag ?? null,
      description: output?.description ?? member?.description ?? '',
    });
  }

  return {
    framework,
    npmName: reference.npmName,
    latestVersion: reference.latestVersion,
    options,
    events,
    classKeys: api.classKeys.map((k) => k.name),
    // This framework's name for a value member (input, prop) or an event (output, callback prop) by key.
    memberName: (key: string) =>
      memberNames.get(key) ?? (api.members.some((m) => m.name === key) ? key : undefined),
    eventName: (key: string) => eventNames.get(key),
  };
}

/** The kind of each option key in any framework (to read a configuration from the URL). */
export function kindsOf(catalogues: readonly Catalogue[]): Map<string, OptionKind> {
  const kinds = new Map<string, OptionKind>();
  for (const catalogue of catalogues) {
    for (const option of catalogue.options) if (!kinds.has(option.key)) kinds.set(option.key, option.kind);
  }
  return kinds;
}
