import {z} from 'zod';
import {translateUsage} from '../translate';
import {ArgumentError, FRAMEWORK, FRAMEWORK_TEXT, type Tools} from './shared';

export function registerTranslate({tool, model}: Tools): void {
  tool({
    name: 'translate',
    title: 'Translate a usage between frameworks',
    description:
      'The code holds the component tag with its attributes (JSX for React, a Vue template, an Angular ' +
      'template, or whole files); answers every tag in the target\u2019s syntax and a complete component ' +
      'file around them that compiles there: handlers moved into functions of the component, Angular ' +
      'output switches dropped or added, and what could not be carried over listed with why. ' +
      'Deterministic, from the facts.',
    inputSchema: {
      from_framework: FRAMEWORK.describe(`The framework of the code. ${FRAMEWORK_TEXT}`),
      to_framework: FRAMEWORK.describe(`The framework to write it for. ${FRAMEWORK_TEXT}`),
      code: z
        .string()
        .describe('A snippet containing the component tag, e.g. <Autocomplete dropdownData={items} />.'),
    },
    answer: ({from_framework, to_framework, code}) => {
      if (from_framework === to_framework)
        throw new ArgumentError('to_framework: the same as from_framework; pick another framework.');
      return translateUsage(model, from_framework, to_framework, code);
    },
  });
}
