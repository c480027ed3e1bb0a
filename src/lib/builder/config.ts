/**
 * A builder configuration, the same for the three frameworks, by framework-independent keys. It lives
 * in the URL as readable parameters (`?data=objects&placeHolder=Find+a+colleague`), defaults left out.
 */
import {
  builderScenarios,
  defaultEvents,
  presetKeyNeeds,
  stylingPresets,
  type ScenarioId,
} from '../../data/builderScenarios';
import type {Catalogue, OptionKind, OptionValue} from './catalogue';

export interface BuilderConfig {
  readonly scenarios: Readonly<Record<ScenarioId, string>>;
  /** Keys of the events to handle. */
  readonly events: readonly string[];
  /** Values the reader set, by option key (a value equal to a framework's default writes nothing). */
  readonly values: Readonly<Record<string, OptionValue>>;
}

export const EVENTS_PARAM = 'events';

export const defaultConfig: BuilderConfig = {
  scenarios: Object.fromEntries(builderScenarios.map((s) => [s.id, s.default])) as Record<ScenarioId, string>,
  events: defaultEvents,
  values: {},
};

/** Drops choices that another choice rules out (disabling by property needs object data). */
export function normalise(config: BuilderConfig): BuilderConfig {
  const scenarios = {...config.scenarios};
  for (const scenario of builderScenarios) {
    const choice = scenario.choices.find((c) => c.value === scenarios[scenario.id]);
    const ruledOut = choice?.requires && scenarios[choice.requires.scenario] !== choice.requires.value;
    if (!choice || ruledOut) scenarios[scenario.id] = scenario.default;
  }
  return {...config, scenarios};
}

function parseValue(kind: OptionKind, text: string): OptionValue | undefined {
  if (kind === 'string') return text;
  if (kind === 'boolean') return text === 'true' ? true : text === 'false' ? false : undefined;
  const number = Number(text);
  return text.trim() !== '' && Number.isFinite(number) ? number : undefined;
}

/** The configuration in a query string; other parameters and events outside `eventKeys` are ignored. */
export function parseConfig(
  search: string,
  kinds: ReadonlyMap<string, OptionKind>,
  eventKeys?: ReadonlySet<string>,
): BuilderConfig {
  const params = new URLSearchParams(search);
  const scenarios = {...defaultConfig.scenarios};
  for (const scenario of builderScenarios) {
    const value = params.get(scenario.id);
    if (value !== null && scenario.choices.some((c) => c.value === value)) scenarios[scenario.id] = value;
  }
  const eventsParam = params.get(EVENTS_PARAM);
  const events =
    eventsParam === null
      ? defaultConfig.events
      : eventsParam.split(',').filter((e) => e.trim() !== '' && (!eventKeys || eventKeys.has(e)));
  const values: Record<string, OptionValue> = {};
  for (const [key, kind] of kinds) {
    const text = params.get(key);
    if (text === null) continue;
    const value = parseValue(kind, text);
    if (value !== undefined) values[key] = value;
  }
  return normalise({scenarios, events, values});
}

/** The query string of a configuration (without `?`), keeping `search`'s other parameters. */
export function serialiseConfig(
  input: BuilderConfig,
  kinds: ReadonlyMap<string, OptionKind>,
  search = '',
): string {
  const config = normalise(input);
  const params = new URLSearchParams(search);
  for (const scenario of builderScenarios) params.delete(scenario.id);
  params.delete(EVENTS_PARAM);
  for (const key of kinds.keys()) params.delete(key);
  for (const scenario of builderScenarios) {
    const value = config.scenarios[scenario.id];
    if (value !== scenario.default) params.set(scenario.id, value);
  }
  const sameEvents =
    config.events.length === defaultConfig.events.length &&
    config.events.every((e) => defaultConfig.events.includes(e));
  if (!sameEvents) params.set(EVENTS_PARAM, config.events.join(','));
  // In the order of the options, whatever the order they were picked in.
  for (const key of kinds.keys()) {
    const value = config.values[key];
    if (value !== undefined) params.set(key, String(value));
  }
  return params.toString();
}

/** The customClass keys and classes a configuration's styling preset writes. */
export function presetClasses(config: BuilderConfig): [string, string][] {
  const preset = stylingPresets[config.scenarios.styling];
  if (!preset) return [];
  return Object.entries(preset).filter(([key]) => {
    const need = presetKeyNeeds[key];
    return !need || config.scenarios[need.scenario] !== need.not;
  });
}

/** What the configuration asks for that the framework lacks, by the name the reader picked it under. */
export function unavailableIn(catalogue: Catalogue, config: BuilderConfig): string[] {
  const missing: string[] = [];
  const has = (key: string): boolean =>
    catalogue.memberName(key) !== undefined || catalogue.eventName(key) !== undefined;
  for (const scenario of builderScenarios) {
    const choice = scenario.choices.find((c) => c.value === config.scenarios[scenario.id]);
    const lacking = (choice?.needs ?? []).filter((key) => !has(key));
    if (choice && lacking.length > 0) missing.push(`${choice.label} (${lacking.join(', ')})`);
  }
  for (const [key] of presetClasses(config)) {
    if (!catalogue.classKeys.includes(key)) missing.push(`customClass.${key}`);
  }
  for (const key of config.events) {
    if (!catalogue.events.some((e) => e.key === key)) missing.push(key);
  }
  for (const key of Object.keys(config.values)) {
    if (!catalogue.options.some((o) => o.key === key)) missing.push(key);
  }
  return missing;
}

/** "not in vue-autocomplete-plugin 1.0.2: a, b", or null when nothing is missing. */
export function unavailableSentence(catalogue: Catalogue, config: BuilderConfig): string | null {
  const missing = unavailableIn(catalogue, config);
  return missing.length === 0
    ? null
    : `not in ${catalogue.npmName} ${catalogue.latestVersion}: ${missing.join(', ')}`;
}
