import {FRAMEWORK_ARG, type Tools} from './shared';

export function registerListExamples({tool, model}: Tools): void {
  tool({
    name: 'list_examples',
    title: 'List examples',
    description: 'Each with id, title, file name and language.',
    inputSchema: {framework: FRAMEWORK_ARG},
    answer: ({framework}) =>
      model.examples
        .filter((e) => e.framework === framework)
        .map((e) => ({id: e.id, title: e.title, file: e.file, language: e.language})),
  });
}
