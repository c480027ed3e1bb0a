/**
 * The checks a component file passes (the files of examples/ and the files
 * the builder generates): it parses with its framework's
 * parser, the uses of the component name only members the facts list, no
 * non-string value is passed as a plain string attribute, and the Angular and
 * React files type-check inside their StackBlitz template's folder (so `react`
 * resolves to the site's types) against the shims of examples/shims/ and, for
 * react-autocomplete-plugin, the stand-in's declarations (from the facts).
 * tests/unit/usage-examples.spec.ts applies the same checks to examples/.
 */
import {mkdtempSync, readdirSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, relative} from 'node:path';
import ts from 'typescript';
import {compileScript, compileTemplate, parse as parseSfc} from '@vue/compiler-sfc';
import type {FrameworkId} from '../../src/data/frameworks';
import {standInFiles} from '../stand-in/generate';
import {standInFacts} from '../stand-in/pack';

const ROOT = join(__dirname, '..', '..');
const TEMPLATES = join(ROOT, 'examples', 'stackblitz');

/** What a framework's component accepts: member name → type as the facts write it; Angular's outputs. */
export interface KnownMembers {
  readonly members: ReadonlyMap<string, string>;
  readonly outputs: ReadonlySet<string>;
}

/** One use of a member on the component. */
interface Usage {
  name: string;
  kind: 'input' | 'output' | 'staticString' | 'event';
}

function acceptsString(type: string): boolean {
  return type === 'string' || type === 'any' || type.startsWith('string |');
}

function tsSyntaxErrors(file: string, text: string): string[] {
  const {diagnostics = []} = ts.transpileModule(text, {
    fileName: file,
    reportDiagnostics: true,
    compilerOptions: {jsx: ts.JsxEmit.Preserve, target: ts.ScriptTarget.ES2022},
  });
  return diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

function angularUsages(file: string, text: string): Usage[][] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  const templates: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isPropertyAssignment(node) &&
      node.name.getText(source) === 'template' &&
      (ts.isNoSubstitutionTemplateLiteral(node.initializer) || ts.isStringLiteral(node.initializer))
    ) {
      templates.push(node.initializer.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return templates.flatMap((template) =>
    [...template.matchAll(/<ng-autocomplete\b([^>]*)>/g)].map((tag) =>
      [...tag[1]!.matchAll(/(\[|\()?([A-Za-z][\w-]*)[\])]?\s*(=\s*("[^"]*"|'[^']*'))?/g)].map(
        ([, bracket, name]): Usage => ({
          name: name!,
          kind: bracket === '[' ? 'input' : bracket === '(' ? 'output' : 'staticString',
        }),
      ),
    ),
  );
}

function reactUsages(file: string, text: string): Usage[][] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TSX);
  const usages: Usage[][] = [];
  const visit = (node: ts.Node): void => {
    if (
      (ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) &&
      node.tagName.getText(source) === 'Autocomplete'
    ) {
      usages.push(
        node.attributes.properties.filter(ts.isJsxAttribute).map((attribute) => ({
          name: attribute.name.getText(source),
          kind: attribute.initializer && ts.isStringLiteral(attribute.initializer) ? 'staticString' : 'input',
        })),
      );
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return usages;
}

interface VueNode {
  type: number;
  tag?: string;
  name?: string;
  arg?: {content?: string};
  props?: VueNode[];
  children?: VueNode[];
}

function vueCheck(file: string, text: string): {errors: string[]; usages: Usage[][]} {
  const {descriptor, errors} = parseSfc(text, {filename: file});
  const messages = errors.map((e) => String(e instanceof Error ? e.message : e));
  if (descriptor.scriptSetup?.lang !== 'ts') messages.push('no <script setup lang="ts"> block');
  try {
    compileScript(descriptor, {id: file});
  } catch (error) {
    messages.push(`compileScript: ${(error as Error).message}`);
  }
  if (descriptor.template) {
    const compiled = compileTemplate({source: descriptor.template.content, filename: file, id: file});
    messages.push(...compiled.errors.map((e) => `compileTemplate: ${typeof e === 'string' ? e : e.message}`));
  } else {
    messages.push('no <template> block');
  }
  const usages: Usage[][] = [];
  const walk = (node: VueNode): void => {
    if (node.type === 1 && node.tag === 'Autocomplete') {
      usages.push(
        (node.props ?? []).flatMap((prop): Usage[] => {
          if (prop.type === 6) return [{name: prop.name!, kind: 'staticString'}];
          if (prop.type === 7 && prop.name === 'bind' && prop.arg?.content)
            return [{name: prop.arg.content, kind: 'input'}];
          if (prop.type === 7 && prop.name === 'on' && prop.arg?.content)
            return [{name: prop.arg.content, kind: 'event'}];
          return [];
        }),
      );
    }
    for (const child of node.children ?? []) walk(child);
  };
  if (descriptor.template?.ast) walk(descriptor.template.ast as unknown as VueNode);
  return {errors: messages, usages};
}

function usageProblems(framework: FrameworkId, known: KnownMembers, usage: Usage): string[] {
  if (framework === 'angular' && usage.kind === 'output') {
    return known.outputs.has(usage.name)
      ? []
      : [
          `(${usage.name}) is not an output of ng-autocomplete-plugin (outputs: ${[...known.outputs].join(', ')})`,
        ];
  }
  if (usage.kind === 'event') {
    return [
      `@${usage.name}: the Vue component declares no emits; pass a function prop such as :broadcastSelectedValue or :triggerApiLoadEvent instead`,
    ];
  }
  const type = known.members.get(usage.name);
  if (type === undefined) return [`unknown prop "${usage.name}" (not in the facts file for ${framework})`];
  if (usage.kind === 'staticString' && !acceptsString(type)) {
    const fix = {angular: `[${usage.name}]="…"`, react: `${usage.name}={…}`, vue: `:${usage.name}="…"`}[
      framework
    ];
    return [`"${usage.name}" has type ${type} but is given a plain string; bind it as ${fix}`];
  }
  return [];
}

/**
 * Checks one component file: `errors` are parse errors (the file does not
 * compile, or never renders the component); `problems` are uses of members
 * the facts do not list, or non-string values given as plain strings.
 */
export function checkComponentFile(
  framework: FrameworkId,
  file: string,
  text: string,
  known: KnownMembers,
): {errors: string[]; problems: string[]} {
  const {errors, usages} =
    framework === 'vue'
      ? vueCheck(file, text)
      : {
          errors: tsSyntaxErrors(file, text),
          usages: framework === 'angular' ? angularUsages(file, text) : reactUsages(file, text),
        };
  if (usages.length === 0) errors.push('the component is never rendered; every file must use it');
  const problems = usages.flatMap((usage) => [
    ...(usage.some((u) => u.name === 'dropdownData') ? [] : ['a component without dropdownData']),
    ...usage.flatMap((u) => usageProblems(framework, known, u)),
  ]);
  return {errors, problems};
}

/** Every error and problem of one file; an empty list when it passes. */
export function componentFileProblems(
  framework: FrameworkId,
  file: string,
  text: string,
  known: KnownMembers,
): string[] {
  const {errors, problems} = checkComponentFile(framework, file, text, known);
  return [...errors, ...problems];
}

/**
 * react-autocomplete-plugin's declarations as the stand-in publishes them (tests/stand-in: the props
 * the facts list, nothing typed by hand), as an ambient module for the programs below, written once per
 * worker into a temporary folder.
 */
function packageDeclarationFile(): string {
  const dts = standInFiles('react', standInFacts('react'))['index.d.ts']!.replace(
    /\bexport declare /g,
    'export ',
  );
  const dir = mkdtempSync(join(tmpdir(), 'package-types-'));
  const file = join(dir, 'react-autocomplete-plugin.d.ts');
  writeFileSync(file, `declare module 'react-autocomplete-plugin' {\n${dts}\n}\n`);
  return file;
}

/** The shims that stand in for the packages the site does not install, in every type-checked program. */
export const SHIMS = [
  ...readdirSync(join(ROOT, 'examples', 'shims')).map((name) => join(ROOT, 'examples', 'shims', name)),
  join(TEMPLATES, 'shims.d.ts'),
  packageDeclarationFile(),
];
/** Compiler options of the StackBlitz templates' programs (examples, builder files, projects). */
export const COMPILER_OPTIONS: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  experimentalDecorators: true,
  isolatedModules: true,
  skipLibCheck: true,
  types: [],
};

/** How `programErrors` builds its program. */
export interface ProgramOptions {
  /** Declaration files added as roots (the shims). */
  readonly extraRoots?: readonly string[];
  /** Paths in the messages are relative to this folder (the repository by default). */
  readonly relativeTo?: string;
  /** The files given that are roots (paths inside `dir`; all of them by default); the others load by import. */
  readonly roots?: readonly string[];
  /** Only the files given exist inside `dir` (a project as it is sent), not the ones on disk there. */
  readonly onlyGiven?: boolean;
}

/** Files read from disk (type declarations, libraries), parsed once for all the programs of a worker. */
const diskSourceFiles = new Map<string, ts.SourceFile>();

/**
 * Type errors of files given as text (path inside `dir` → text), each a module of its own, in
 * one program; imports resolve from `dir` as on disk.
 */
export function programErrors(
  dir: string,
  files: Readonly<Record<string, string>>,
  {extraRoots = [], relativeTo = ROOT, roots, onlyGiven = false}: ProgramOptions = {},
): string[] {
  const virtual = new Map(Object.entries(files).map(([path, text]) => [join(dir, path), text]));
  const onDisk = (path: string) => !onlyGiven || !path.startsWith(dir + '/');
  const host = ts.createCompilerHost(COMPILER_OPTIONS);
  const fileExists = host.fileExists.bind(host);
  const readFile = host.readFile.bind(host);
  const directoryExists = host.directoryExists?.bind(host) ?? ts.sys.directoryExists;
  const getSourceFile = host.getSourceFile.bind(host);
  host.fileExists = (path) => virtual.has(path) || (onDisk(path) && fileExists(path));
  host.readFile = (path) => virtual.get(path) ?? (onDisk(path) ? readFile(path) : undefined);
  host.directoryExists = (path) =>
    [...virtual.keys()].some((file) => file.startsWith(path + '/')) || directoryExists(path);
  host.getSourceFile = (path, language) => {
    const text = virtual.get(path);
    if (text !== undefined) return ts.createSourceFile(path, text, language, true);
    let file = diskSourceFiles.get(path);
    if (!file) {
      file = getSourceFile(path, language);
      if (file) diskSourceFiles.set(path, file);
    }
    return file;
  };
  const program = ts.createProgram({
    rootNames: [...(roots ? roots.map((path) => join(dir, path)) : virtual.keys()), ...extraRoots],
    options: COMPILER_OPTIONS,
    host,
  });
  return ts
    .getPreEmitDiagnostics(program)
    .map(
      (d) =>
        `${d.file ? relative(relativeTo, d.file.fileName) : ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`,
    );
}

/**
 * Type errors of Angular or React files (path inside the framework's template folder → text),
 * all in one program with the shims: each file is a module of its own.
 */
export function typeErrors(
  framework: 'angular' | 'react',
  files: Readonly<Record<string, string>>,
): string[] {
  return programErrors(join(TEMPLATES, framework), files, {extraRoots: SHIMS});
}
