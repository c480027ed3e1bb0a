/**
 * The example files in examples/ (issue 3): each one parses with its
 * framework's parser, uses only inputs, outputs and props the facts file
 * lists, is registered in src/data/examples.ts and is shown on a built page.
 */
import {test, expect} from '@playwright/test';
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import ts from 'typescript';
import {compileScript, compileTemplate, parse as parseSfc} from '@vue/compiler-sfc';
import {exampleFiles, type ExampleFile} from '../../src/data/examples';
import {frameworkIds, type FrameworkId} from '../../src/data/frameworks';
import {readBuiltHtml} from '../support/site';
import {readFacts} from '../support/facts';

const ROOT = join(__dirname, '..', '..');

interface Member {
  name: string;
  type?: string;
}
interface Facts {
  packages: {
    angular: {inputs: Member[]; outputs: Member[]};
    react: {props: Member[]};
    vue: {props: Member[]};
  };
}
const facts = readFacts<Facts>();

/** Props a framework accepts, name → type as written in the facts. */
const known: Record<FrameworkId, Map<string, string>> = {
  angular: new Map(facts.packages.angular.inputs.map((m) => [m.name, m.type ?? ''])),
  react: new Map(facts.packages.react.props.map((m) => [m.name, m.type ?? ''])),
  vue: new Map(facts.packages.vue.props.map((m) => [m.name, m.type ?? ''])),
};
const angularOutputs = new Set(facts.packages.angular.outputs.map((m) => m.name));

/** A prop whose value may be written as a plain string attribute. */
function acceptsString(type: string): boolean {
  return type === 'string' || type === 'any' || type.startsWith('string |');
}

const source = (example: ExampleFile): string => readFileSync(join(ROOT, example.file), 'utf8');

/** One use of the component: a prop name and whether its value is a plain string. */
interface Usage {
  name: string;
  kind: 'input' | 'output' | 'staticString' | 'event';
}

function tsSyntaxErrors(example: ExampleFile, text: string): string[] {
  const {diagnostics = []} = ts.transpileModule(text, {
    fileName: example.file,
    reportDiagnostics: true,
    compilerOptions: {jsx: ts.JsxEmit.Preserve, target: ts.ScriptTarget.ES2022},
  });
  return diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

/** The attributes of every <ng-autocomplete> in the component templates of an Angular file. */
function angularUsages(example: ExampleFile, text: string): Usage[][] {
  const file = ts.createSourceFile(example.file, text, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  const templates: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isPropertyAssignment(node) &&
      node.name.getText(file) === 'template' &&
      (ts.isNoSubstitutionTemplateLiteral(node.initializer) || ts.isStringLiteral(node.initializer))
    ) {
      templates.push(node.initializer.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  const usages: Usage[][] = [];
  for (const template of templates) {
    for (const tag of template.matchAll(/<ng-autocomplete\b([^>]*)>/g)) {
      const attributes = [...tag[1]!.matchAll(/(\[|\()?([A-Za-z][\w-]*)[\])]?\s*(=\s*("[^"]*"|'[^']*'))?/g)];
      usages.push(
        attributes.map(([, bracket, name]) => ({
          name: name!,
          kind: bracket === '[' ? 'input' : bracket === '(' ? 'output' : 'staticString',
        })),
      );
    }
  }
  return usages;
}

/** The attributes of every <Autocomplete> JSX element of a React file. */
function reactUsages(example: ExampleFile, text: string): Usage[][] {
  const file = ts.createSourceFile(example.file, text, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TSX);
  const usages: Usage[][] = [];
  const visit = (node: ts.Node): void => {
    if (
      (ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) &&
      node.tagName.getText(file) === 'Autocomplete'
    ) {
      usages.push(
        node.attributes.properties.filter(ts.isJsxAttribute).map((attribute) => ({
          name: attribute.name.getText(file),
          kind: attribute.initializer && ts.isStringLiteral(attribute.initializer) ? 'staticString' : 'input',
        })),
      );
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return usages;
}

// Node types of @vue/compiler-core's template AST.
const ELEMENT = 1;
const ATTRIBUTE = 6;
const DIRECTIVE = 7;

interface VueNode {
  type: number;
  tag?: string;
  name?: string;
  arg?: {content?: string};
  props?: VueNode[];
  children?: VueNode[];
}

/** Parse and compile a Vue SFC; return its errors and the props of every <Autocomplete>. */
function vueCheck(example: ExampleFile, text: string): {errors: string[]; usages: Usage[][]} {
  const {descriptor, errors} = parseSfc(text, {filename: example.file});
  const messages = errors.map((e) => String(e instanceof Error ? e.message : e));
  if (!descriptor.scriptSetup) messages.push('no <script setup> block');
  if (descriptor.scriptSetup && descriptor.scriptSetup.lang !== 'ts')
    messages.push('<script setup> is not lang="ts"');
  try {
    compileScript(descriptor, {id: example.file});
  } catch (error) {
    messages.push(`compileScript: ${(error as Error).message}`);
  }
  if (descriptor.template) {
    const compiled = compileTemplate({
      source: descriptor.template.content,
      filename: example.file,
      id: example.file,
    });
    messages.push(...compiled.errors.map((e) => `compileTemplate: ${typeof e === 'string' ? e : e.message}`));
  } else {
    messages.push('no <template> block');
  }
  const usages: Usage[][] = [];
  const walk = (node: VueNode): void => {
    if (node.type === ELEMENT && node.tag === 'Autocomplete') {
      usages.push(
        (node.props ?? []).flatMap((prop): Usage[] => {
          if (prop.type === ATTRIBUTE) return [{name: prop.name!, kind: 'staticString'}];
          if (prop.type === DIRECTIVE && prop.name === 'bind' && prop.arg?.content)
            return [{name: prop.arg.content, kind: 'input'}];
          if (prop.type === DIRECTIVE && prop.name === 'on' && prop.arg?.content)
            return [{name: prop.arg.content, kind: 'event'}];
          return []; // v-if and other directives are not props
        }),
      );
    }
    for (const child of node.children ?? []) walk(child);
  };
  if (descriptor.template?.ast) walk(descriptor.template.ast as unknown as VueNode);
  return {errors: messages, usages};
}

function usagesOf(example: ExampleFile): {errors: string[]; usages: Usage[][]} {
  const text = source(example);
  switch (example.framework) {
    case 'angular':
      return {errors: tsSyntaxErrors(example, text), usages: angularUsages(example, text)};
    case 'react':
      return {errors: tsSyntaxErrors(example, text), usages: reactUsages(example, text)};
    case 'vue':
      return vueCheck(example, text);
  }
}

/** Problems with one use of the component, in words that say how to fix them. */
function usageProblems(framework: FrameworkId, usage: Usage): string[] {
  const props = known[framework];
  if (framework === 'angular' && usage.kind === 'output') {
    return angularOutputs.has(usage.name)
      ? []
      : [
          `(${usage.name}) is not an output of ng-autocomplete-plugin (outputs: ${[...angularOutputs].join(', ')})`,
        ];
  }
  if (usage.kind === 'event') {
    return [
      `@${usage.name}: the Vue component declares no emits; pass a function prop such as :broadcastSelectedValue or :triggerApiLoadEvent instead`,
    ];
  }
  const type = props.get(usage.name);
  if (type === undefined) return [`unknown prop "${usage.name}" (not in the facts file for ${framework})`];
  if (usage.kind === 'staticString' && !acceptsString(type)) {
    const fix = {angular: `[${usage.name}]="…"`, react: `${usage.name}={…}`, vue: `:${usage.name}="…"`}[
      framework
    ];
    return [`"${usage.name}" has type ${type} but is given a plain string; bind it as ${fix}`];
  }
  return [];
}

for (const example of exampleFiles) {
  test(`${example.file} parses and uses only documented props`, () => {
    const {errors, usages} = usagesOf(example);
    expect(errors, `${example.file} does not parse; fix the syntax errors listed`).toEqual([]);
    expect(
      usages.length,
      `${example.file} never renders the component; every example must use it`,
    ).toBeGreaterThan(0);
    const problems = usages.flatMap((usage) => [
      ...(usage.some((u) => u.name === 'dropdownData') ? [] : ['a component without dropdownData']),
      ...usage.flatMap((u) => usageProblems(example.framework, u)),
    ]);
    expect(problems, `${example.file}: use only the names listed on the framework's API pages`).toEqual([]);
  });
}

test('every file in examples/<framework>/ is registered in src/data/examples.ts', () => {
  const extensions: Record<FrameworkId, string> = {angular: '.ts', react: '.tsx', vue: '.vue'};
  const onDisk = frameworkIds.flatMap((id) =>
    readdirSync(join(ROOT, 'examples', id))
      .filter((name) => name.endsWith(extensions[id]))
      .map((name) => `examples/${id}/${name}`),
  );
  const registered = exampleFiles.map((e) => e.file as string);
  expect(
    onDisk.filter((f) => !registered.includes(f)),
    'Add these files to exampleFiles in src/data/examples.ts and src/data/exampleSources/<framework>.ts',
  ).toEqual([]);
  expect(
    registered.filter((f) => !onDisk.includes(f)),
    'These entries of src/data/examples.ts have no file: create it or remove the entry',
  ).toEqual([]);
});

test('each framework has the examples issue 3 asks for', () => {
  const required: Record<FrameworkId, string[]> = {
    angular: [
      'basic-ngmodule',
      'basic-standalone',
      'object-data',
      'default-value',
      'disabled-items',
      'lazy-view-more',
      'custom-search',
    ],
    react: ['basic', 'object-data', 'default-value', 'disabled-items', 'lazy-view-more', 'custom-search'],
    vue: [
      'basic',
      'object-data',
      'default-value',
      'disabled-items',
      'lazy-view-more',
      'custom-search',
      'relative-search',
    ],
  };
  for (const id of frameworkIds) {
    const names = exampleFiles
      .filter((e) => e.framework === id)
      .map((e) => e.file.replace(/^.*\/|\.\w+$/g, ''));
    expect(names, `examples/${id}/ is missing an example`).toEqual(expect.arrayContaining(required[id]));
  }
});

test('the Angular examples import the module both in an NgModule and in a standalone component', () => {
  const ngModule = source(exampleFiles.find((e) => e.file === 'examples/angular/basic-ngmodule.ts')!);
  const standalone = source(exampleFiles.find((e) => e.file === 'examples/angular/basic-standalone.ts')!);
  expect(ngModule, 'basic-ngmodule.ts must list NgAutocompletePluginModule in @NgModule imports').toMatch(
    /@NgModule\(\{[\s\S]*imports:\s*\[[^\]]*NgAutocompletePluginModule/,
  );
  expect(standalone, 'basic-standalone.ts must import the module in a standalone component').toMatch(
    /standalone:\s*true,[\s\S]*imports:\s*\[[^\]]*NgAutocompletePluginModule/,
  );
});

/** The visible text of a built page: tags dropped, entities decoded. */
function pageText(path: string): string {
  const named: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' '};
  return readBuiltHtml(path)
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (entity, code: string) => {
      if (code.startsWith('#x') || code.startsWith('#X'))
        return String.fromCodePoint(parseInt(code.slice(2), 16));
      if (code.startsWith('#')) return String.fromCodePoint(Number(code.slice(1)));
      return named[code] ?? entity;
    });
}

test('every example file is shown, complete, on its using_module or install page', () => {
  const texts = new Map(
    frameworkIds.map((id) => [
      id,
      pageText(`/docs/${id}/api/using_module`) + '\n' + pageText(`/docs/${id}/installation/install`),
    ]),
  );
  const missing: string[] = [];
  for (const example of exampleFiles) {
    const text = texts.get(example.framework)!;
    const lines = source(example)
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    const absent = lines.filter((line) => !text.includes(line));
    const name = example.file.split('/').pop()!;
    if (!text.includes(name)) absent.unshift(`the code block titled ${name}`);
    if (absent.length > 0)
      missing.push(`${example.file}: ${absent.length} line(s) missing, first: ${absent[0]}`);
  }
  expect(
    missing,
    'Show each example with <ExampleCode file="examples/…" /> on docs/<framework>/api/using_module.mdx, then rebuild',
  ).toEqual([]);
});
