import {z} from 'zod';
import {versionNeeds} from '../versionNeeds';
import {ArgumentError, checkVersion, FRAMEWORK_ARG, suggestion, versionArg, type Tools} from './shared';

export function registerGetExample({tool, model}: Tools): void {
  tool({
    name: 'get_example',
    title: 'One example file',
    description: 'list_examples gives the ids.',
    inputSchema: {
      framework: FRAMEWORK_ARG,
      id: z.string().describe('The example id, e.g. "object-data".'),
      version: versionArg(': the answer says whether the example works in it, and what it lacks.'),
    },
    answer: ({framework, id, version}) => {
      const ids = model.examples.filter((e) => e.framework === framework).map((e) => e.id);
      const example = model.examples.find((e) => e.framework === framework && e.id === id);
      if (!example)
        throw new ArgumentError(
          `id: "${id}" is no ${framework} example (examples: ${ids.join(', ')}).` + suggestion(id, ids),
        );
      const release = checkVersion(model, framework, 'version', version);
      return {
        id: example.id,
        title: example.title,
        file: example.file,
        language: example.language,
        code: example.text,
        ...(release === undefined ? {} : {inVersion: versionNeeds(model, framework, example.text, release)}),
      };
    },
  });
}
