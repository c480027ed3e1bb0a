import {z} from 'zod';
import {checkUsage} from '../checkUsage';
import {checkVersion, FRAMEWORK_ARG, versionArg, type Tools} from './shared';

export function registerCheckUsage({tool, model}: Tools): void {
  tool({
    name: 'check_usage',
    title: 'Check a usage of the component',
    description:
      'Answers {framework, version, problems: [{member, kind, message, fix}], ok}; kinds: unknown, ' +
      'other-framework, removed, later, binding, type, required. Deterministic, from the facts.',
    inputSchema: {
      framework: FRAMEWORK_ARG,
      code: z.string().describe('The component file or snippet holding the component tag, as written.'),
      version: versionArg(' (the default): the release to hold the code to.'),
    },
    answer: ({framework, code, version}) =>
      checkUsage(
        model,
        framework,
        code,
        checkVersion(model, framework, 'version', version) ?? model.api[framework].latestVersion,
      ),
  });
}
