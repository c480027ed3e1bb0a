/**
 * The builder's configurations that the tests try (issue 29): every option,
 * scenario choice and event alone, and a pairwise set covering every pair of
 * levels of every two options. tests/unit/builder.spec.ts checks the files
 * they give; the sent-projects stage (tests/projects) installs, builds and
 * starts them. Everything here is derived from the facts and the builder's
 * own catalogue, through the functions the builder page calls.
 */
import {getApi} from '../../src/data/api';
import {builderScenarios} from '../../src/data/builderScenarios';
import {compareRows} from '../../src/data/compare';
import {frameworkIds, type FrameworkId} from '../../src/data/frameworks';
import {
  catalogueOf,
  defaultConfig,
  kindsOf,
  type BuilderConfig,
  type BuilderFacts,
  type Catalogue,
  type OptionValue,
} from '../../src/lib/builder';
import type {KnownMembers} from './componentUsage';
import {readFacts, siteFacts} from './facts';
import {pairwiseRows, type Factor} from './pairwise';

/** What the builder reads, from a facts file (the committed one by default), as the build writes it. */
export function builderFacts(json: unknown = readFacts()): BuilderFacts {
  const facts = siteFacts(json);
  const reference = {angular: facts.full('angular'), react: facts.full('react'), vue: facts.full('vue')};
  const namingDifferences = (json as {crossFramework: {namingDifferences: never}}).crossFramework
    .namingDifferences;
  return {reference, members: compareRows({reference, namingDifferences})};
}

export const facts = builderFacts();
export const catalogues = Object.fromEntries(
  frameworkIds.map((id) => [id, catalogueOf(id, facts)]),
) as Record<FrameworkId, Catalogue>;
export const kinds = kindsOf(Object.values(catalogues));

/** The members each framework's component accepts, from the facts. */
export const known = Object.fromEntries(
  frameworkIds.map((id) => {
    const api = getApi(facts.reference[id]);
    return [
      id,
      {
        members: new Map(api.members.map((m) => [m.name, m.type])),
        outputs: new Set(api.outputs.map((o) => o.name)),
      } satisfies KnownMembers,
    ];
  }),
) as unknown as Record<FrameworkId, KnownMembers>;

/** A value that is not the default, for an option key. */
export function sampleValue(key: string): OptionValue {
  const kind = kinds.get(key)!;
  const option = frameworkIds.map((id) => catalogues[id].options.find((o) => o.key === key)).find(Boolean)!;
  if (kind === 'boolean') return option.default !== true;
  if (kind === 'number') return 25;
  return key.startsWith('aria.') ? 'Custom label' : 'Custom text';
}

/** Every option key, every scenario choice and every event, each alone. */
export function singleConfigs(): [string, BuilderConfig][] {
  const configs: [string, BuilderConfig][] = [['the default configuration', defaultConfig]];
  for (const key of kinds.keys()) {
    configs.push([`option ${key}`, {...defaultConfig, values: {[key]: sampleValue(key)}}]);
  }
  for (const scenario of builderScenarios) {
    for (const choice of scenario.choices) {
      if (choice.value === scenario.default) continue;
      const scenarios = {...defaultConfig.scenarios, [scenario.id]: choice.value};
      if (choice.requires) scenarios[choice.requires.scenario] = choice.requires.value;
      configs.push([`${scenario.id}=${choice.value}`, {...defaultConfig, scenarios}]);
    }
  }
  const events = new Set(frameworkIds.flatMap((id) => catalogues[id].events.map((e) => e.key)));
  for (const event of events) configs.push([`event ${event} alone`, {...defaultConfig, events: [event]}]);
  configs.push(['no event', {...defaultConfig, events: []}]);
  // Text that is not safe as a plain attribute in any framework.
  const tricky = `It's "quoted" {{ x }} \`y\` \${z} <b> & \\ end`;
  configs.push([
    'every text option with quotes, braces and backticks',
    {
      ...defaultConfig,
      values: Object.fromEntries(
        [...kinds].filter(([, kind]) => kind === 'string').map(([key]) => [key, tricky]),
      ),
    },
  ]);
  return configs;
}

/** The factors of the pairwise set: each scenario, each event (on/off), each option (default/set). */
export function factors(): Factor[] {
  const events = [...new Set(frameworkIds.flatMap((id) => catalogues[id].events.map((e) => e.key)))];
  return [
    ...builderScenarios.map((s) => ({name: `scenario:${s.id}`, levels: s.choices.map((c) => c.value)})),
    ...events.map((e) => ({name: `event:${e}`, levels: ['off', 'on']})),
    ...[...kinds.keys()].map((key) => ({name: `option:${key}`, levels: ['default', 'set']})),
  ];
}

export function configOf(row: Readonly<Record<string, string>>): BuilderConfig {
  const scenarios = {...defaultConfig.scenarios};
  const events: string[] = [];
  const values: Record<string, OptionValue> = {};
  for (const [name, level] of Object.entries(row)) {
    const [kind, key] = name.split(/:(.*)/) as [string, string];
    if (kind === 'scenario') scenarios[key as keyof typeof scenarios] = level;
    if (kind === 'event' && level === 'on') events.push(key);
    if (kind === 'option' && level === 'set') values[key] = sampleValue(key);
  }
  return {scenarios, events, values};
}

export const pairwiseFactors = factors();
export const pairwise = pairwiseRows(pairwiseFactors);
