/**
 * The source file's declarations, read with the TypeScript parser, and the names a piece of code reads
 * from outside itself (`freeNames`), so `translate` can tell what it can copy and what it cannot.
 */
import ts from 'typescript';
import type {FrameworkId} from '../../src/data/frameworks';

/** Names every target file has (the JavaScript and DOM globals a handler commonly uses). */
export const GLOBAL_VALUES: ReadonlySet<string> = new Set(
  (
    'undefined NaN Infinity console Math JSON Promise Array Object String Number Boolean Date Error ' +
    'Map Set WeakMap Symbol RegExp setTimeout clearTimeout setInterval clearInterval parseInt parseFloat ' +
    'isNaN encodeURIComponent decodeURIComponent window document fetch structuredClone'
  ).split(' '),
);
export const GLOBAL_TYPES: ReadonlySet<string> = new Set(
  (
    'string number boolean any unknown void never object Array ReadonlyArray Record Partial Readonly Pick ' +
    'Omit Promise Date Error Map Set Event FocusEvent MouseEvent KeyboardEvent InputEvent HTMLElement ' +
    'HTMLInputElement EventTarget'
  ).split(' '),
);

export interface FreeNames {
  readonly values: ReadonlySet<string>;
  readonly types: ReadonlySet<string>;
  readonly usesThis: boolean;
}

function isTypePosition(node: ts.Node): boolean {
  for (let n: ts.Node | undefined = node.parent; n; n = n.parent) {
    if (ts.isTypeQueryNode(n)) return false;
    if (ts.isTypeNode(n) || ts.isInterfaceDeclaration(n) || ts.isTypeAliasDeclaration(n)) return true;
    if (ts.isExpression(n) || ts.isStatement(n)) return false;
  }
  return false;
}

/** The nodes whose `name` is a name being declared (a member, a property, a variable, a function, a type). */
const DECLARES_ITS_NAME: readonly ((node: ts.Node) => boolean)[] = [
  ts.isPropertyAssignment,
  ts.isPropertySignature,
  ts.isPropertyDeclaration,
  ts.isMethodDeclaration,
  ts.isMethodSignature,
  ts.isEnumMember,
  ts.isGetAccessor,
  ts.isSetAccessor,
  ts.isVariableDeclaration,
  ts.isParameter,
  ts.isFunctionDeclaration,
  ts.isFunctionExpression,
  ts.isClassDeclaration,
  ts.isInterfaceDeclaration,
  ts.isTypeAliasDeclaration,
  ts.isTypeParameterDeclaration,
];

/** Is this identifier a name being declared, or a property name, rather than a read? */
function isNotARead(id: ts.Identifier): boolean {
  const parent = id.parent;
  if (ts.isPropertyAccessExpression(parent) && parent.name === id) return true;
  if (ts.isQualifiedName(parent) && parent.right === id) return true;
  if (DECLARES_ITS_NAME.some((is) => is(parent)) && (parent as ts.NamedDeclaration).name === id) return true;
  if (ts.isBindingElement(parent) && (parent.propertyName === id || parent.name === id)) return true;
  return ts.isImportSpecifier(parent) || ts.isImportClause(parent) || ts.isNamespaceImport(parent);
}

/** Names declared anywhere inside `node` (parameters, variables, functions): a read of them is local. */
function declaredInside(node: ts.Node): Set<string> {
  const names = new Set<string>();
  const visit = (n: ts.Node) => {
    if (
      (ts.isParameter(n) ||
        ts.isVariableDeclaration(n) ||
        ts.isBindingElement(n) ||
        ts.isFunctionDeclaration(n) ||
        ts.isTypeParameterDeclaration(n)) &&
      n.name &&
      ts.isIdentifier(n.name)
    )
      names.add(n.name.text);
    ts.forEachChild(n, visit);
  };
  visit(node);
  return names;
}

function freeNamesOf(node: ts.Node, exclude: ReadonlySet<string> = new Set()): FreeNames {
  const local = declaredInside(node);
  const values = new Set<string>();
  const types = new Set<string>();
  let usesThis = false;
  const visit = (n: ts.Node) => {
    if (n.kind === ts.SyntaxKind.ThisKeyword) usesThis = true;
    if (ts.isIdentifier(n) && !isNotARead(n) && !local.has(n.text) && !exclude.has(n.text)) {
      (isTypePosition(n) ? types : values).add(n.text);
    }
    if (ts.isShorthandPropertyAssignment(n) && !local.has(n.name.text)) values.add(n.name.text);
    ts.forEachChild(n, visit);
  };
  visit(node);
  return {values, types, usesThis};
}

// The script kind (TSX or TS) follows the file name.
const parse = (text: string, tsx = false) =>
  ts.createSourceFile(tsx ? 'code.tsx' : 'code.ts', text, ts.ScriptTarget.Latest, true);

/** The free names of an expression (`fruits`, `cities.length < TOTAL`, `(item: Seat) => pick(item)`). */
export function expressionNames(expression: string): FreeNames {
  const file = parse(`(${expression});`);
  return freeNamesOf(file.statements[0] ?? file);
}

/** The expression parsed, or null when it is no single expression. */
function expressionNode(expression: string): ts.Expression | null {
  const file = parse(`(${expression});`);
  const statement = file.statements[0];
  if (file.statements.length !== 1 || !statement || !ts.isExpressionStatement(statement)) return null;
  // The parser recovers from errors silently; a text it had to repair is no expression.
  if ((file as unknown as {parseDiagnostics: unknown[]}).parseDiagnostics.length > 0) return null;
  let node = statement.expression;
  while (ts.isParenthesizedExpression(node)) node = node.expression;
  return node;
}

/** A function's parts, as text, to be written again as a method or a function of the target. */
export interface FunctionParts {
  readonly params: readonly {readonly name: string; readonly type: string | null}[];
  /** Statements (a block's inside), or `return <expression>;` for an arrow with an expression body. */
  readonly body: string;
  readonly async: boolean;
  /** What the parameters' types and the body read from outside. */
  readonly names: FreeNames;
}

function partsOf(fn: ts.SignatureDeclarationBase & {body?: ts.ConciseBody}, source: ts.SourceFile) {
  const params = fn.parameters.map((p) => ({
    name: p.name.getText(source),
    type: p.type ? p.type.getText(source) : null,
  }));
  const body = fn.body
    ? ts.isBlock(fn.body)
      ? fn.body.statements.map((s) => s.getText(source)).join('\n')
      : `return ${fn.body.getText(source)};`
    : '';
  const async = (ts.getCombinedModifierFlags(fn as ts.Declaration) & ts.ModifierFlags.Async) !== 0;
  return {params, body, async, names: freeNamesOf(fn)} satisfies FunctionParts;
}

const functionOf = (
  name: string,
  fn: ts.SignatureDeclarationBase & {body?: ts.ConciseBody},
  source: ts.SourceFile,
): LocalDeclaration => ({kind: 'function', name, ...partsOf(fn, source)});

export function functionExpression(expression: string): FunctionParts | null {
  const node = expressionNode(expression);
  if (!node || !(ts.isArrowFunction(node) || ts.isFunctionExpression(node))) return null;
  return partsOf(node, node.getSourceFile());
}

/** `name(...)`: the callee's name and the arguments' text, or null. */
export function simpleCall(expression: string): {callee: string; args: string[]} | null {
  const node = expressionNode(expression);
  if (!node || !ts.isCallExpression(node) || !ts.isIdentifier(node.expression)) return null;
  const source = node.getSourceFile();
  return {callee: node.expression.text, args: node.arguments.map((a) => a.getText(source))};
}

export function isIdentifier(expression: string): boolean {
  const node = expressionNode(expression);
  return node !== null && ts.isIdentifier(node);
}

/** `{ariaRole: 'x', ariaLabel}` → [['ariaRole', "'x'"], ['ariaLabel', 'ariaLabel']], or null for no object literal. */
export function objectEntries(expression: string): [string, string][] | null {
  const node = expressionNode(expression);
  if (!node || !ts.isObjectLiteralExpression(node)) return null;
  const source = node.getSourceFile();
  return node.properties.map((p): [string, string] => {
    if (ts.isShorthandPropertyAssignment(p)) return [p.name.text, p.name.text];
    if (!ts.isPropertyAssignment(p)) return [p.getText(source), p.getText(source)];
    const key = ts.isIdentifier(p.name) || ts.isStringLiteral(p.name) ? p.name.text : p.name.getText(source);
    return [key, p.initializer.getText(source)];
  });
}

/**
 * The expression written for an HTML attribute value in double quotes: its string literals in single
 * quotes, any double quote left (in a template literal) as `&quot;`, which Angular and Vue read back as `"`.
 */
export function forAttribute(expression: string): string {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, ts.LanguageVariant.Standard, expression);
  let out = '';
  for (let token = scanner.scan(); token !== ts.SyntaxKind.EndOfFileToken; token = scanner.scan()) {
    const text = scanner.getTokenText();
    if (token === ts.SyntaxKind.StringLiteral && text.startsWith('"')) {
      out += `'${scanner.getTokenValue().replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
    } else {
      out += text;
    }
  }
  return out.replace(/"/g, '&quot;');
}

/** A module-level declaration of the source file: the statement as written. */
export interface TopDeclaration {
  readonly name: string;
  readonly text: string;
  /** Position in the file, to keep the source's order. */
  readonly order: number;
  readonly names: FreeNames;
}

/** What the component keeps: state with its first value, or a function. */
export type LocalDeclaration =
  | {
      readonly kind: 'state';
      readonly name: string;
      /** How the source keeps it, for a note: `useState`, `ref`, `a field`, `signal`. */
      readonly how: string;
      readonly type: string | null;
      readonly init: string | null;
      /** Angular: read in templates as `name()`. */
      readonly signal: boolean;
    }
  | ({readonly kind: 'function'; readonly name: string} & FunctionParts);

export interface SourceContext {
  readonly top: ReadonlyMap<string, TopDeclaration>;
  readonly local: ReadonlyMap<string, LocalDeclaration>;
  /** Never copied: they belong to a framework or a package. */
  readonly imported: ReadonlySet<string>;
}

const STATE_CALLS = new Set(['useState', 'ref', 'shallowRef', 'signal']);
const DERIVED_CALLS = new Set(['computed', 'useMemo', 'reactive']);

/**
 * What the declaration of `name` keeps (a variable, a field, or `useState`'s first value: `init` alone):
 * state a framework call makes (`useState`, `ref`...), a function, or else its value as state.
 */
function stateOf(
  name: string,
  declaration: {readonly initializer?: ts.Expression; readonly type?: ts.TypeNode},
  source: ts.SourceFile,
  how: string,
): LocalDeclaration {
  const init = declaration.initializer;
  if (init && ts.isCallExpression(init) && ts.isIdentifier(init.expression)) {
    const callee = init.expression.text;
    if (STATE_CALLS.has(callee) || DERIVED_CALLS.has(callee)) {
      const state = STATE_CALLS.has(callee);
      const first = init.arguments[0];
      return {
        kind: 'state',
        name,
        how: callee,
        type: init.typeArguments?.[0]?.getText(source) ?? null,
        init: state && first ? first.getText(source) : null,
        signal: callee === 'signal' || (how === 'a field' && callee === 'computed'),
      };
    }
  }
  if (init && (ts.isArrowFunction(init) || ts.isFunctionExpression(init)))
    return functionOf(name, init, source);
  return {
    kind: 'state',
    name,
    how,
    type: declaration.type?.getText(source) ?? null,
    init: init ? init.getText(source) : null,
    signal: false,
  };
}

/** A Vue file's `<script setup>`, or the whole file. */
function scriptOf(framework: FrameworkId, code: string): string {
  if (framework !== 'vue') return code;
  return /<script\b[^>]*\bsetup\b[^>]*>([\s\S]*?)<\/script>/.exec(code)?.[1] ?? '';
}

/** The declarations of the module, and of the component holding the usage at `tagIndex` (in `code`). */
export function sourceContext(framework: FrameworkId, code: string, tagIndex: number): SourceContext {
  const script = scriptOf(framework, code);
  const source = parse(script, framework === 'react');
  const top = new Map<string, TopDeclaration>();
  const local = new Map<string, LocalDeclaration>();
  const imported = new Set<string>();
  const addTop = (name: string, statement: ts.Statement) =>
    top.set(name, {
      name,
      text: statement.getText(source),
      order: statement.getStart(source),
      names: freeNamesOf(statement, new Set([name])),
    });
  const holdsTag = (node: ts.Node) => node.getStart(source) <= tagIndex && tagIndex < node.getEnd();
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (clause?.name) imported.add(clause.name.text);
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings))
        for (const e of bindings.elements) imported.add(e.name.text);
      if (bindings && ts.isNamespaceImport(bindings)) imported.add(bindings.name.text);
    } else if (ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) {
      addTop(statement.name.text, statement);
    } else if (ts.isFunctionDeclaration(statement) && statement.name) {
      if (framework === 'react' && holdsTag(statement)) readReactComponent(statement, source, local);
      else {
        addTop(statement.name.text, statement);
        local.set(statement.name.text, functionOf(statement.name.text, statement, source));
      }
    } else if (ts.isVariableStatement(statement)) {
      const inside = framework === 'react' && holdsTag(statement);
      for (const declaration of statement.declarationList.declarations) {
        if (!ts.isIdentifier(declaration.name)) continue;
        const init = declaration.initializer;
        if (inside && init && (ts.isArrowFunction(init) || ts.isFunctionExpression(init))) {
          readReactComponent(init, source, local);
          continue;
        }
        if (statement.declarationList.declarations.length === 1) addTop(declaration.name.text, statement);
        // Vue's <script setup> is the component: its top-level refs are its state.
        const state = stateOf(declaration.name.text, declaration, source, 'a constant');
        if (framework === 'vue' || state.kind === 'function') local.set(state.name, state);
      }
    } else if (ts.isClassDeclaration(statement) && framework === 'angular') {
      if (!holdsTag(statement)) continue;
      for (const member of statement.members) {
        if (ts.isPropertyDeclaration(member) && ts.isIdentifier(member.name)) {
          local.set(member.name.text, stateOf(member.name.text, member, source, 'a field'));
        } else if (ts.isMethodDeclaration(member) && ts.isIdentifier(member.name)) {
          local.set(member.name.text, functionOf(member.name.text, member, source));
        }
      }
    }
  }
  return {top, local, imported};
}

/** A React function component's state (`useState`), constants and functions. */
function readReactComponent(
  component: ts.FunctionLikeDeclaration,
  source: ts.SourceFile,
  local: Map<string, LocalDeclaration>,
): void {
  const body = component.body;
  if (!body || !ts.isBlock(body)) return;
  for (const statement of body.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name) {
      local.set(statement.name.text, functionOf(statement.name.text, statement, source));
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        const init = declaration.initializer;
        if (ts.isArrayBindingPattern(declaration.name)) {
          // const [value, setValue] = useState<T>(first)
          const first = declaration.name.elements[0];
          if (first && ts.isBindingElement(first) && ts.isIdentifier(first.name))
            local.set(first.name.text, stateOf(first.name.text, {initializer: init}, source, 'useState'));
        } else if (ts.isIdentifier(declaration.name)) {
          local.set(declaration.name.text, stateOf(declaration.name.text, declaration, source, 'a constant'));
        }
      }
    }
  }
}
