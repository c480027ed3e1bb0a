import {z} from 'zod';
import {changesBetween} from '../changes';
import {FRAMEWORK_ARG, LATEST, type Tools} from './shared';

export function registerChangesBetween({tool, model, absolute}: Tools): void {
  tool({
    name: 'changes_between',
    title: 'What changed between two releases',
    description: 'An upgrade guide on demand, from the release facts.',
    inputSchema: {
      framework: FRAMEWORK_ARG,
      from_version: z.string().describe('The release you are on, e.g. "2.0.0".'),
      to_version: z
        .string()
        .describe(`The release you move to (e.g. "2.1.2"), or ${LATEST} for the newest one.`),
    },
    answer: ({framework, from_version, to_version}) =>
      changesBetween(model, framework, from_version, to_version, absolute),
  });
}
