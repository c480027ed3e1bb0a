/**
 * A package's public API from its published files: its members, their declared types, and the plain
 * defaults its code gives. Read with TypeScript's parser, never run; the caller hands the files over.
 */
import ts from 'typescript';
import type {FrameworkId} from '../../data/frameworks';
import {esModuleEntry, typesEntry, type PackageFiles} from './files';

/** A default the code gives: a plain value, or `unread` when it is an expression. */
export type CodeDefault = {readonly value: unknown} | 'unread';

export interface PackageApi {
  /** Member name → its declared type, as written in the declarations. */
  readonly members: ReadonlyMap<string, string>;
  /** Angular's outputs (empty for React and Vue, whose events are function props). */
  readonly outputs: readonly string[];
  /** Member name → the default its code gives, for the members whose default the code sets. */
  readonly defaults: ReadonlyMap<string, CodeDefault>;
}

const parse = (pkg: PackageFiles, path: string): ts.SourceFile =>
  ts.createSourceFile(path, pkg.read(path), ts.ScriptTarget.Latest, true);

const declarationFiles = (pkg: PackageFiles): string[] => pkg.paths.filter((p) => p.endsWith('.d.ts'));

function walk(node: ts.Node, visit: (node: ts.Node) => void): void {
  visit(node);
  node.forEachChild((child) => walk(child, visit));
}

const nameOf = (name: ts.PropertyName | ts.BindingName): string | null =>
  ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name) ? name.text : null;

/** The property `name: value` of an object literal. */
const propertyOf = (object: ts.ObjectLiteralExpression, name: string) =>
  object.properties.find(
    (p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && nameOf(p.name) === name,
  );

/** A literal expression's value (`!0` is true, `1e3` is 1000, `void 0` undefined), else `unread`. */
export function literalValue(node: ts.Expression): CodeDefault {
  if (ts.isParenthesizedExpression(node)) return literalValue(node.expression);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return {value: node.text};
  if (ts.isNumericLiteral(node)) return {value: Number(node.text)};
  if (node.kind === ts.SyntaxKind.TrueKeyword) return {value: true};
  if (node.kind === ts.SyntaxKind.FalseKeyword) return {value: false};
  if (node.kind === ts.SyntaxKind.NullKeyword) return {value: null};
  if (ts.isVoidExpression(node)) return {value: undefined};
  if (ts.isPrefixUnaryExpression(node)) {
    const inner = literalValue(node.operand);
    if (inner === 'unread') return inner;
    if (node.operator === ts.SyntaxKind.ExclamationToken) return {value: !inner.value};
    if (node.operator === ts.SyntaxKind.MinusToken && typeof inner.value === 'number')
      return {value: -inner.value};
  }
  if (ts.isArrayLiteralExpression(node) && node.elements.length === 0) return {value: []};
  if (ts.isObjectLiteralExpression(node) && node.properties.length === 0) return {value: {}};
  return 'unread';
}

/** The members of a type literal or interface, name → type text. */
function membersOf(
  node: ts.TypeLiteralNode | ts.InterfaceDeclaration,
  file: ts.SourceFile,
): Map<string, string> {
  const members = new Map<string, string>();
  for (const member of node.members) {
    if (ts.isPropertySignature(member) && member.name) {
      const name = nameOf(member.name);
      if (name) members.set(name, member.type?.getText(file) ?? 'any');
    }
  }
  return members;
}

/** Angular: the inputs and outputs of the component declaration (`ɵcmp`), and the defaults the class sets. */
function angularApi(pkg: PackageFiles, componentClass: string): PackageApi {
  const declarations = declarationFiles(pkg);
  let inputs = new Map<string, string>();
  let outputs: string[] = [];
  const types = new Map<string, string>();
  for (const path of declarations) {
    const file = parse(pkg, path);
    walk(file, (node) => {
      if (!ts.isClassDeclaration(node) || node.name?.text !== componentClass) return;
      for (const member of node.members) {
        if (!ts.isPropertyDeclaration(member) || !member.name) continue;
        const name = nameOf(member.name);
        if (name && member.type) types.set(name, member.type.getText(file));
        if (name !== 'ɵcmp' || !member.type || !ts.isTypeReferenceNode(member.type)) continue;
        const [, , , inputsType, outputsType] = member.type.typeArguments ?? [];
        // Each key is the input's name in a template (its alias), each value its property or an object.
        const keys = (type: ts.TypeNode | undefined): string[] =>
          type && ts.isTypeLiteralNode(type) ? [...membersOf(type, file).keys()] : [];
        const property = (type: ts.TypeNode | undefined, key: string): string => {
          if (!type || !ts.isTypeLiteralNode(type)) return key;
          const entry = type.members.find((m) => m.name && nameOf(m.name) === key);
          const value = entry && ts.isPropertySignature(entry) ? entry.type : undefined;
          if (value && ts.isLiteralTypeNode(value) && ts.isStringLiteral(value.literal))
            return value.literal.text;
          return key;
        };
        inputs = new Map(keys(inputsType).map((key) => [key, property(inputsType, key)]));
        outputs = keys(outputsType);
      }
    });
  }
  if (inputs.size === 0) throw new Error(`${pkg.label}: no component declaration of ${componentClass} found`);
  const members = new Map([...inputs].map(([alias, prop]) => [alias, types.get(prop) ?? 'any']));
  // The defaults: `this.name = value` in the constructor (ES2020 output) or a field's initialiser.
  const defaults = new Map<string, CodeDefault>();
  const propertyToAlias = new Map([...inputs].map(([alias, prop]) => [prop, alias]));
  const code = parse(pkg, esModuleEntry(pkg));
  walk(code, (node) => {
    if (!ts.isClassDeclaration(node) || node.name?.text !== componentClass) return;
    walk(node, (inner) => {
      if (ts.isPropertyDeclaration(inner) && inner.initializer && inner.name) {
        const alias = propertyToAlias.get(nameOf(inner.name) ?? '');
        if (alias) defaults.set(alias, literalValue(inner.initializer));
      }
      if (
        ts.isBinaryExpression(inner) &&
        inner.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
        ts.isPropertyAccessExpression(inner.left) &&
        inner.left.expression.kind === ts.SyntaxKind.ThisKeyword
      ) {
        const alias = propertyToAlias.get(inner.left.name.text);
        if (alias && !defaults.has(alias) && ts.isConstructorDeclaration(enclosingFunction(inner)!)) {
          defaults.set(alias, literalValue(inner.right));
        }
      }
    });
  });
  return {members, outputs, defaults};
}

function enclosingFunction(node: ts.Node): ts.Node | undefined {
  let at: ts.Node | undefined = node.parent;
  while (at && !ts.isFunctionLike(at)) at = at.parent;
  return at;
}

/** React: the props type the component's declaration takes; defaults as minified code writes them. */
function reactApi(pkg: PackageFiles, componentName: string): PackageApi {
  const file = parse(pkg, typesEntry(pkg));
  let propsType: string | null = null;
  walk(file, (node) => {
    if (ts.isFunctionDeclaration(node) && node.name?.text === componentName) {
      const type = node.parameters[0]?.type;
      if (type && ts.isTypeReferenceNode(type)) propsType = type.typeName.getText(file);
    }
  });
  let members = new Map<string, string>();
  walk(file, (node) => {
    if (ts.isTypeAliasDeclaration(node) && node.name.text === propsType && ts.isTypeLiteralNode(node.type))
      members = membersOf(node.type, file);
    if (ts.isInterfaceDeclaration(node) && node.name.text === propsType) members = membersOf(node, file);
  });
  if (members.size === 0) throw new Error(`${pkg.label}: no props type of ${componentName} found`);
  // Defaults, as compiled code writes them: `p.name ? p.name : value`, `p.name ?? value`,
  // `p.name || value`, and `void 0 === p.name || null === p.name || p.name` (true unless set).
  const code = parse(pkg, esModuleEntry(pkg));
  const defaults = new Map<string, CodeDefault>();
  const propName = (node: ts.Expression): string | null =>
    ts.isPropertyAccessExpression(node) && members.has(node.name.text) ? node.name.text : null;
  const unsetTest = (node: ts.Expression, name: string): boolean =>
    ts.isBinaryExpression(node) &&
    (node.operatorToken.kind === ts.SyntaxKind.EqualsEqualsEqualsToken ||
      node.operatorToken.kind === ts.SyntaxKind.EqualsEqualsToken) &&
    [node.left, node.right].some((side) => propName(side) === name) &&
    [node.left, node.right].some(
      (side) => ts.isVoidExpression(side) || side.kind === ts.SyntaxKind.NullKeyword,
    );
  const read =
    (found: Map<string, CodeDefault>, keepFirst: boolean) =>
    (node: ts.Node): void => {
      let name: string | null = null;
      let fallback: CodeDefault | null = null;
      if (ts.isConditionalExpression(node)) {
        name = propName(node.condition);
        if (name && propName(node.whenTrue) === name) fallback = literalValue(node.whenFalse);
      } else if (
        ts.isBinaryExpression(node) &&
        (node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken ||
          node.operatorToken.kind === ts.SyntaxKind.BarBarToken)
      ) {
        const last = propName(node.right);
        if (
          last &&
          unsetTest(
            ts.isBinaryExpression(node.left) && node.left.operatorToken.kind === ts.SyntaxKind.BarBarToken
              ? node.left.left
              : node.left,
            last,
          )
        ) {
          name = last;
          fallback = {value: true};
        } else {
          name = propName(node.left);
          if (name) fallback = literalValue(node.right);
        }
      }
      if (name && fallback && !(keepFirst && found.has(name))) found.set(name, fallback);
    };
  // A bundle defines a component after the ones it renders: the last default in the file is the
  // outermost component's; the exported component's own, when it has one, comes before all.
  const fromFile = new Map<string, CodeDefault>();
  walk(code, read(fromFile, false));
  const own = new Map<string, CodeDefault>();
  const exported = exportedDeclaration(code, componentName);
  if (exported) walk(exported, read(own, true));
  for (const [name, value] of [...fromFile, ...own]) defaults.set(name, value);
  return {members, outputs: [], defaults};
}

/** The declaration of the module's export `name` (`export {c as Autocomplete}` → `var c = …`). */
function exportedDeclaration(code: ts.SourceFile, name: string): ts.Node | undefined {
  let local = name;
  walk(code, (node) => {
    if (ts.isExportSpecifier(node) && node.name.text === name)
      local = (node.propertyName ?? node.name).getText(code);
  });
  let found: ts.Node | undefined;
  walk(code, (node) => {
    if (found) return;
    if (
      (ts.isVariableDeclaration(node) || ts.isFunctionDeclaration(node)) &&
      node.name?.getText(code) === local
    )
      found = node;
  });
  return found;
}

/** Vue: the props of the component the facts name (its `__name`), with the defaults it declares. */
function vueApi(pkg: PackageFiles, componentName: string): PackageApi {
  const code = parse(pkg, esModuleEntry(pkg));
  const members = new Map<string, string>();
  const defaults = new Map<string, CodeDefault>();
  walk(code, (node) => {
    if (!ts.isObjectLiteralExpression(node)) return;
    const named = propertyOf(node, '__name') ?? propertyOf(node, 'name');
    if (!named || !ts.isStringLiteral(named.initializer) || named.initializer.text !== componentName) return;
    const props = propertyOf(node, 'props');
    if (!props || !ts.isObjectLiteralExpression(props.initializer)) return;
    for (const prop of props.initializer.properties) {
      if (!ts.isPropertyAssignment(prop)) continue;
      const name = nameOf(prop.name);
      const options = prop.initializer;
      if (!name || !ts.isObjectLiteralExpression(options)) continue;
      const type = propertyOf(options, 'type');
      members.set(name, type ? type.initializer.getText(code) : 'any');
      const fallback = propertyOf(options, 'default');
      if (fallback) defaults.set(name, literalValue(fallback.initializer));
      // Vue casts a Boolean prop given no default to false.
      else if (type && type.initializer.getText(code) === 'Boolean') defaults.set(name, {value: false});
    }
  });
  if (members.size === 0)
    throw new Error(`${pkg.label}: no component named ${componentName} with props found`);
  // A prop it declares without a default and passes on: Vue gives the inner component's default
  // to a prop passed as undefined, so the first other component's default for that name applies.
  walk(code, (node) => {
    if (!ts.isPropertyAssignment(node) || nameOf(node.name) !== 'default') return;
    const option = node.parent;
    const prop = option.parent;
    if (!ts.isObjectLiteralExpression(option) || !ts.isPropertyAssignment(prop)) return;
    const name = nameOf(prop.name);
    if (name && members.has(name) && !defaults.has(name)) defaults.set(name, literalValue(node.initializer));
  });
  // The declared types, from the interface of its props.
  for (const path of declarationFiles(pkg)) {
    const file = parse(pkg, path);
    walk(file, (node) => {
      if (!ts.isInterfaceDeclaration(node)) return;
      const declared = membersOf(node, file);
      if ([...members.keys()].every((name) => declared.has(name))) {
        for (const [name, type] of declared) if (members.has(name)) members.set(name, type);
      }
    });
  }
  return {members, outputs: [], defaults};
}

/** The public API of a real package, read from its files. */
export function packageApi(
  framework: FrameworkId,
  pkg: PackageFiles,
  names: {readonly componentClass?: string; readonly componentName?: string},
): PackageApi {
  if (framework === 'angular') return angularApi(pkg, names.componentClass ?? 'AutocompleteComponent');
  if (framework === 'react') return reactApi(pkg, names.componentName ?? 'Autocomplete');
  return vueApi(pkg, names.componentName ?? 'Autocomplete');
}
