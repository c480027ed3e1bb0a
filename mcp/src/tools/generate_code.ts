import {z} from 'zod';
import {builderScenarios, type ScenarioId} from '../../../src/data/builderScenarios';
import {frameworkIds} from '../../../src/data/frameworks';
import * as builder from '../../../src/lib/builder';
import {versionNeeds} from '../versionNeeds';
import {ArgumentError, checkVersion, FRAMEWORK_ARG, suggestion, versionArg, type Tools} from './shared';

const notOneOf = (argument: string, value: string, what: string, valid: readonly string[]) =>
  new ArgumentError(
    `${argument}: "${value}" is no ${what} (${valid.join(', ')}).${suggestion(value, valid)}`,
  );

/** `generate_code`: the builder's generator (src/lib/builder) on the options, as the builder page runs it. */
export function registerGenerateCode({tool, model, absolute}: Tools): void {
  const kinds = builder.kindsOf(frameworkIds.map((id) => model.catalogues[id]));
  const eventKeys = [...new Set(frameworkIds.flatMap((id) => model.catalogues[id].events.map((e) => e.key)))];
  const scenarioIds = builderScenarios.map((s) => s.id);
  const optionKeys = [...kinds.keys()];
  tool({
    name: 'generate_code',
    title: 'Generate a component file',
    description:
      'Also returns what the framework lacks of the request and the builder URL showing the same ' +
      'configuration. ' +
      `Scenarios: ${builderScenarios.map((s) => `${s.id} (${s.choices.map((c) => c.value).join(' | ')})`).join('; ')}. ` +
      'Options: any simple input/prop by its compare-page name ' +
      `(e.g. ${optionKeys.slice(0, 3).join(', ')}). ` +
      `Events: ${eventKeys.join(', ')}.`,
    inputSchema: {
      framework: FRAMEWORK_ARG,
      options: z
        .object({
          scenarios: z.record(z.string(), z.string()).optional(),
          values: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
          events: z.array(z.string()).optional(),
        })
        .optional()
        .describe('Empty or absent: the builder\u2019s default file.'),
      version: versionArg(': the answer says whether the file works in it, and what it lacks.'),
    },
    answer: ({framework, options = {}, version}) => {
      const release = checkVersion(model, framework, 'version', version);
      const scenarios = {...builder.defaultConfig.scenarios} as Record<ScenarioId, string>;
      for (const [id, value] of Object.entries(options.scenarios ?? {})) {
        const scenario = builderScenarios.find((s) => s.id === id);
        if (!scenario) throw notOneOf('options.scenarios', id, 'scenario', scenarioIds);
        const values = scenario.choices.map((c) => c.value);
        if (!values.includes(value)) throw notOneOf(`options.scenarios.${id}`, value, 'choice', values);
        scenarios[scenario.id] = value;
      }
      const values: Record<string, builder.OptionValue> = {};
      for (const [key, value] of Object.entries(options.values ?? {})) {
        const kind = kinds.get(key);
        if (!kind)
          throw new ArgumentError(
            `options.values: "${key}" is no builder option.${suggestion(key, optionKeys)} Options: ${optionKeys.join(', ')}.`,
          );
        if (typeof value !== kind)
          throw new ArgumentError(`options.values.${key}: ${JSON.stringify(value)} is not a ${kind}.`);
        values[key] = value;
      }
      const events = options.events ?? [...builder.defaultConfig.events];
      for (const event of events)
        if (!eventKeys.includes(event)) throw notOneOf('options.events', event, 'event', eventKeys);
      const config = builder.normalise({scenarios, values, events});
      // A choice another choice rules out (disabling by property needs objects) is set back to its
      // default by the builder: the answer says so rather than writing a file without it.
      const notes = builderScenarios.flatMap((scenario) => {
        const asked = scenarios[scenario.id];
        if (config.scenarios[scenario.id] === asked) return [];
        const requires = scenario.choices.find((c) => c.value === asked)?.requires;
        const because = requires
          ? `it needs ${requires.scenario} "${requires.value}", and ${requires.scenario} is "${config.scenarios[requires.scenario]}"`
          : 'it is no choice of the builder';
        return [
          `${scenario.id}: "${asked}" not applied, ${because}; the file has ${scenario.id} ` +
            `"${config.scenarios[scenario.id]}".`,
        ];
      });
      const catalogue = model.catalogues[framework];
      const query = builder.serialiseConfig(config, kinds);
      const code = builder.generateFile(catalogue, config);
      return {
        fileName: builder.builderFileName[framework],
        code,
        lacks: builder.unavailableSentence(catalogue, config),
        notes,
        ...(release === undefined ? {} : {inVersion: versionNeeds(model, framework, code, release)}),
        builderUrl: absolute(`/docs/${framework}/examples/stackblitz${query ? `?${query}` : ''}`),
      };
    },
  });
}
