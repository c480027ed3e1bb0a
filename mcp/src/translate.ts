/**
 * `translate`: every tag of the component in a snippet, written for another framework through the
 * compare page's rows, and a complete component file of the target around them that compiles there
 * (tests/projects/mcp-code.spec.ts). What has no counterpart or cannot be carried over is listed, never
 * dropped silently.
 *
 *   React   <Autocomplete name={expr} name="text" onEvent={handler} aria={{key: expr}} />
 *   Vue     <Autocomplete :name="expr" name="text" @event="handler" :aria="{key: expr}" />
 *   Angular <ng-autocomplete [name]="expr" name="text" (event)="handler($event)" [ariaKey]="expr">
 */
import type {CompareRow} from '../../src/data/compare';
import type {FrameworkId} from '../../src/data/frameworks';
import {indentText} from '../../src/lib/builder';
import type {DocsModel} from './model';
import {ArgumentError} from './tools/shared';
import {
  expressionNames,
  forAttribute,
  functionExpression,
  GLOBAL_TYPES,
  GLOBAL_VALUES,
  isIdentifier,
  objectEntries,
  simpleCall,
  sourceContext,
  type FreeNames,
  type FunctionParts,
  type SourceContext,
  type TopDeclaration,
} from './sourceContext';

export interface Binding {
  readonly name: string;
  readonly value: string;
  readonly style: 'expression' | 'text' | 'event';
}

export function tagOf(model: DocsModel, framework: FrameworkId): string {
  const reference = model.facts.packages[framework] as {selector?: string; componentName?: string};
  return reference.selector ?? reference.componentName ?? 'Autocomplete';
}

/** Where the opening tag starting at `start` ends (its `>`; JSX braces may nest), or -1. */
function tagEnd(code: string, start: number): number {
  let depth = 0;
  let quote: string | null = null;
  for (let i = start + 1; i < code.length; i++) {
    const char = code[i]!;
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'" || char === '`') {
      quote = char;
    } else if (char === '{') {
      depth++;
    } else if (char === '}') {
      depth--;
    } else if (char === '>' && depth === 0) {
      return i;
    }
  }
  return -1;
}

export function bindingsOf(framework: FrameworkId, tagText: string, tag: string): Binding[] {
  const body = tagText.slice(tag.length + 1).replace(/\/?>$/, '');
  const bindings: Binding[] = [];
  let i = 0;
  while (i < body.length) {
    while (i < body.length && /\s/.test(body[i]!)) i++;
    const nameMatch = /^[^\s=/>]+/.exec(body.slice(i));
    if (!nameMatch) break;
    const rawName = nameMatch[0];
    i += rawName.length;
    let value = '';
    let quoted: 'text' | 'expression' | null = null;
    if (body[i] === '=') {
      i++;
      const open = body[i];
      if (open === '"' || open === "'") {
        const end = body.indexOf(open, i + 1);
        value = body.slice(i + 1, end < 0 ? body.length : end);
        i = end < 0 ? body.length : end + 1;
        quoted = 'text';
      } else if (open === '{') {
        let depth = 0;
        const from = i;
        for (; i < body.length; i++) {
          if (body[i] === '{') depth++;
          else if (body[i] === '}' && --depth === 0) break;
        }
        value = body.slice(from + 1, i).trim();
        i++;
        quoted = 'expression';
      }
    }
    bindings.push(bindingOf(framework, rawName, value, quoted));
  }
  return bindings;
}

function bindingOf(
  framework: FrameworkId,
  raw: string,
  value: string,
  quoted: 'text' | 'expression' | null,
): Binding {
  const literal = value === '' && quoted === null ? 'true' : value;
  if (framework === 'react') {
    return {name: raw, value: literal, style: quoted === 'text' ? 'text' : 'expression'};
  }
  // Vue: `@event`/`v-on:event` and `:name`/`v-bind:name`; Angular: `(event)` and `[name]`.
  const [event, bound] =
    framework === 'vue' ? [/^(?:@|v-on:)(.*)$/, /^(?::|v-bind:)(.*)$/] : [/^\((.*)\)$/, /^\[(.*)\]$/];
  const handler = event.exec(raw)?.[1];
  if (handler !== undefined) return {name: handler, value, style: 'event'};
  const name = bound.exec(raw)?.[1];
  if (name !== undefined) return {name, value, style: 'expression'};
  return {name: raw, value: literal, style: quoted === null ? 'expression' : 'text'};
}

/** A function the target file holds: a handler moved out of the tag. */
interface TargetFunction {
  readonly name: string;
  readonly params: string;
  readonly body: string;
  readonly async: boolean;
}

const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Every opening tag of the component in `code` outside comments, with its index. */
export function openingTags(code: string, tag: string): {text: string; index: number}[] {
  const tags: {text: string; index: number}[] = [];
  const starts = new RegExp(`<${tag.replace(/[-]/g, '\\-')}(?=[\\s/>])`, 'g');
  for (let found = starts.exec(code); found; found = starts.exec(code)) {
    const index = found.index;
    const end = tagEnd(code, index);
    if (end < 0) break;
    // A tag named in a comment (`// ... declares <ng-autocomplete>`, `<!-- -->`) is no usage.
    const before = code.slice(0, index);
    const lineStart = before.lastIndexOf('\n') + 1;
    const inComment =
      /\/\/|^\s*\*/.test(before.slice(lineStart)) ||
      before.lastIndexOf('<!--') > before.lastIndexOf('-->') ||
      before.lastIndexOf('/*') > before.lastIndexOf('*/');
    if (!inComment) tags.push({text: code.slice(index, end + 1), index});
    starts.lastIndex = end + 1;
  }
  return tags;
}

/** The declarations the target file needs: copied, written with a first value, or without one (`dropped`). */
class FileDeclarations {
  readonly copied = new Map<string, TopDeclaration>();
  readonly state = new Map<string, {type: string | null; init: string | null}>();
  readonly functions: TargetFunction[] = [];
  readonly dropped: {name: string; reason: string}[] = [];
  readonly notes: string[] = [];
  private readonly names = new Set<string>();

  constructor(
    private readonly context: SourceContext,
    private readonly from: FrameworkId,
  ) {}

  /** Can the module-level declaration `name` be copied (it uses nothing of a framework)? */
  copiable(name: string, seen = new Set<string>()): boolean {
    const declaration = this.context.top.get(name);
    if (!declaration || this.context.imported.has(name)) return false;
    if (declaration.names.usesThis) return false;
    if (seen.has(name)) return true;
    seen.add(name);
    const ok = (n: string, globals: ReadonlySet<string>) =>
      globals.has(n) || (!this.context.imported.has(n) && this.copiable(n, seen));
    return (
      [...declaration.names.values].every((n) => ok(n, GLOBAL_VALUES)) &&
      [...declaration.names.types].every((n) => ok(n, GLOBAL_TYPES))
    );
  }

  private copy(name: string): void {
    const declaration = this.context.top.get(name)!;
    if (this.copied.has(name)) return;
    this.copied.set(name, declaration);
    for (const n of [...declaration.names.values, ...declaration.names.types])
      if (this.context.top.has(n) && n !== name) this.copy(n);
  }

  /** The names that do not exist in the target file once copied (neither globals nor copiable). */
  available(names: FreeNames): string[] {
    const missing = [
      ...[...names.values].filter((n) => !GLOBAL_VALUES.has(n) && !this.copiable(n)),
      ...[...names.types].filter((n) => !GLOBAL_TYPES.has(n) && !this.copiable(n)),
    ];
    if (names.usesThis) missing.push('this');
    return [...new Set(missing)];
  }

  use(names: FreeNames): void {
    for (const n of [...names.values, ...names.types]) {
      if (GLOBAL_VALUES.has(n) || GLOBAL_TYPES.has(n)) continue;
      if (this.copiable(n)) this.copy(n);
    }
    for (const n of names.values) if (!GLOBAL_VALUES.has(n) && !this.copiable(n)) this.declare(n);
  }

  /** The component's state `name`: its first value when the source gives one that can be copied. */
  private declare(name: string): void {
    if (this.names.has(name)) return;
    this.names.add(name);
    const local = this.context.local.get(name);
    if (local?.kind === 'function') {
      this.addFunction(name, local, name);
      return;
    }
    if (local?.kind === 'state' && local.init !== null) {
      const initNames = expressionNames(local.init);
      if (this.available(initNames).length === 0) {
        this.use(initNames);
        const type =
          local.type && this.available(expressionNamesOfType(local.type)).length === 0 ? local.type : null;
        if (type) this.use(expressionNamesOfType(local.type!));
        this.state.set(name, {type, init: local.init});
        this.notes.push(
          `${name}: written with its first value (${local.how} in the ${this.from} code); what changes it there is not carried over.`,
        );
        return;
      }
    }
    this.state.set(name, {type: null, init: null});
    this.dropped.push({
      name,
      reason: local
        ? `its value (${local.kind === 'state' ? local.how : 'a function'} in the ${this.from} code) uses names of that component; declared without a value`
        : `not declared in the code given; declared without a value`,
    });
  }

  /** A handler as a function of the target file; its body copied when all it reads exists there. */
  addFunction(name: string, parts: FunctionParts, what: string): TargetFunction {
    this.names.add(name);
    const missing = this.available(parts.names);
    const params = parts.params
      .map((p) => {
        const typeOk = p.type !== null && this.available(expressionNamesOfType(p.type)).length === 0;
        if (typeOk) this.use(expressionNamesOfType(p.type!));
        return `${p.name}: ${typeOk ? p.type : 'any'}`;
      })
      .join(', ');
    let body: string;
    if (missing.length === 0) {
      this.use(parts.names);
      body = parts.body;
    } else {
      body = parts.body
        .split('\n')
        .map((line) => `// ${line}`)
        .join('\n');
      this.dropped.push({
        name,
        reason:
          `the body of ${what} reads ${missing.join(', ')}, which this translation does not carry over ` +
          `from the ${this.from} code (the component's own state, or not in the code given); ` +
          `kept as a comment in ${name}`,
      });
    }
    const fn = {name, params, body, async: parts.async && missing.length === 0};
    this.functions.push(fn);
    return fn;
  }

  has(name: string): boolean {
    return this.names.has(name) || this.copied.has(name);
  }
}

const expressionNamesOfType = (type: string): FreeNames => {
  // A type's names: parsed as the type of a variable.
  const names = expressionNames(`undefined as unknown as ${type}`);
  return {values: new Set(), types: names.types, usesThis: false};
};

export function attribute(to: FrameworkId, name: string, value: string, style: Binding['style']): string {
  if (to === 'react') {
    if (style === 'text')
      return value.includes('"') ? `${name}={${JSON.stringify(value)}}` : `${name}="${value}"`;
    return `${name}={${value}}`;
  }
  const text = style === 'text' ? value.replace(/"/g, '&quot;') : forAttribute(value);
  if (to === 'vue') {
    if (style === 'event') return `@${name}="${text}"`;
    return style === 'text' ? `${name}="${text}"` : `:${name}="${text}"`;
  }
  if (style === 'event') return `(${name})="${text}"`;
  return style === 'text' ? `${name}="${text}"` : `[${name}]="${text}"`;
}

/** The component's tag in `framework` and its opening tags in `code`; none is an error naming `code`. */
export function componentTags(
  model: DocsModel,
  framework: FrameworkId,
  code: string,
): {tag: string; tags: {text: string; index: number}[]} {
  const tag = tagOf(model, framework);
  const tags = openingTags(code, tag);
  if (tags.length === 0)
    throw new ArgumentError(
      `code: no <${tag}> tag found; give a ${framework} usage of the component, e.g. <${tag} ...>`,
    );
  return {tag, tags};
}

export function translateUsage(model: DocsModel, from: FrameworkId, to: FrameworkId, code: string) {
  const {tag: fromTag, tags} = componentTags(model, from, code);
  const rows = model.compare;
  // Angular sends some outputs only when a switch input is true (`requiresFlag`); React and Vue
  // call the callback prop whenever it is passed.
  const switchOf = new Map(model.api[to].outputs.map((o) => [o.name, o.effectiveFlag]));
  const targetSwitches = new Set(switchOf.values());
  // A callback can sit in two rows (Angular's output, and the switch input that gates it): the
  // row whose target is not a switch is the translation.
  const rowFor = (name: string, keyOfAria: boolean): CompareRow | undefined => {
    const candidates = rows.filter((row) => {
      const cell = row.cells[from];
      return cell?.name === name && (cell.what === 'key of the aria prop') === keyOfAria;
    });
    return (
      candidates.find(
        (row) =>
          row.cells[to] && !(row.cells[to]!.what === 'input' && targetSwitches.has(row.cells[to]!.name)),
      ) ?? candidates[0]
    );
  };
  const ariaProp = model.api[from].ariaProp;
  const targetAriaProp = model.api[to].ariaProp;
  const switches = new Map(
    model.api[from].outputs.flatMap((o) => (o.effectiveFlag ? [[o.effectiveFlag, o.name]] : [])),
  );
  /** The keys an object member of the target takes (customClass, customStyle), or null for another member. */
  const objectKeysOf = (member: string): {kind: string; names: string[]} | null => {
    const api = model.api[to];
    const type = api.members.find((m) => m.name === member)?.type;
    if (type === api.typeNames.classes) return {kind: 'class key', names: api.classKeys.map((k) => k.name)};
    if (type === api.typeNames.styles) return {kind: 'style key', names: api.styleKeys.map((k) => k.name)};
    return null;
  };
  const mapped: {from: string; to: string}[] = [];
  const missing: {name: string; reason: string}[] = [];
  const usages: string[] = [];
  const context = sourceContext(from, code, tags[0]!.index);
  const file = new FileDeclarations(context, from);
  const notes = file.notes;
  // Angular templates read a signal as `name()`; React and Vue read the value itself.
  const signals = [...context.local.values()]
    .filter((d) => d.kind === 'state' && d.signal)
    .map((d) => d.name);
  const readSignals = (expression: string) =>
    from === 'angular' && signals.length > 0
      ? expression.replace(new RegExp(`\\b(${signals.join('|')})\\(\\)`, 'g'), '$1')
      : expression;

  for (const tag of tags) {
    // The target tag's attributes, before they are written.
    const out: Binding[] = [];
    const ariaOut: [string, string][] = [];
    const switchesOut = new Map<string, string>();

    /** A handler as a function of the target file; the binding's value becomes its name. */
    const handler = (binding: Binding, label: string, targetName: string): TargetFunction | string => {
      const value = binding.value.trim();
      // Angular calls a method with $event: `onPick($event)`.
      const call = from === 'angular' ? simpleCall(value) : null;
      const name = isIdentifier(value)
        ? value
        : call &&
            call.args.every((a) => a === '$event') &&
            context.local.get(call.callee)?.kind === 'function'
          ? call.callee
          : null;
      if (name) {
        if (file.copiable(name)) {
          file.use({values: new Set([name]), types: new Set(), usesThis: false});
          return name;
        }
        const local = context.local.get(name);
        if (file.has(name)) return name;
        if (local?.kind === 'function') return file.addFunction(name, local, name);
        file.dropped.push({
          name,
          reason: `the handler of ${label} is not declared in the code given; ${name} is written with an empty body`,
        });
        return file.addFunction(
          name,
          {
            params: [{name: '...args', type: 'unknown[]'}],
            body: '',
            async: false,
            names: expressionNames('0'),
          },
          name,
        );
      }
      let functionName = `on${upperFirst(targetName)}`;
      for (let i = 2; file.has(functionName); i++) functionName = `on${upperFirst(targetName)}${i}`;
      notes.push(`${label}: its handler is now the function ${functionName} of the ${to} component.`);
      // A function expression, or an Angular template statement (`order.controls.fruit.setValue($event)`).
      const parts = functionExpression(value) ?? {
        params: /\$event\b/.test(value) ? [{name: 'value', type: null}] : [],
        body: `${value.replace(/\$event\b/g, 'value')};`,
        async: false,
        names: expressionNames(value.replace(/\$event\b/g, 'undefined')),
      };
      return file.addFunction(functionName, parts, `${label}'s handler`);
    };

    const place = (row: CompareRow | undefined, binding: Binding, label: string) => {
      const target = row?.cells[to];
      if (!row || !target) {
        missing.push({
          name: label,
          reason: row
            ? `${to} has no equivalent (compare page row "${row.label}")`
            : `not a documented ${from} member (no row on the compare page)`,
        });
        return;
      }
      mapped.push({from: label, to: target.name});
      const value = binding.style === 'text' ? binding.value : readSignals(binding.value);
      if (target.what === 'key of the aria prop' && targetAriaProp) {
        if (binding.style !== 'text') file.use(expressionNames(value));
        // The compare page names the key with its prop (`aria.ariaInputField`); the object takes the key.
        const key = target.name.slice(targetAriaProp.length + 1);
        ariaOut.push([key, binding.style === 'text' ? JSON.stringify(binding.value) : value]);
        return;
      }
      const flag = target.what === 'output' ? switchOf.get(target.name) : undefined;
      if (flag && !switchesOut.has(flag)) switchesOut.set(flag, target.name);
      const isHandler =
        target.what === 'output' ||
        target.what === 'callback prop' ||
        binding.style === 'event' ||
        (binding.style === 'expression' && functionExpression(value) !== null);
      if (!isHandler) {
        // An object of class or style keys keeps only the keys the target package has; the others
        // are named, not written (the package's type refuses them).
        const keys = objectKeysOf(target.name);
        const entries = keys && binding.style === 'expression' ? objectEntries(value) : null;
        let written = value;
        if (keys && entries) {
          const unknown = entries.filter(([key]) => !keys.names.includes(key));
          for (const [key] of unknown)
            missing.push({
              name: `${label}.${key}`,
              reason: `not a ${keys.kind} of ${model.reference[to].npmName} (its ${keys.kind}s: ${keys.names.join(', ')}); left out`,
            });
          if (unknown.length > 0)
            written = `{${entries
              .filter(([key]) => keys.names.includes(key))
              .map(([key, v]) => `${key}: ${v}`)
              .join(', ')}}`;
        }
        if (binding.style === 'expression') file.use(expressionNames(written));
        out.push({name: target.name, style: binding.style, value: written});
        return;
      }
      const fn = handler(binding, label, target.name);
      const fnName = typeof fn === 'string' ? fn : fn.name;
      const event =
        target.what === 'output' ||
        (to === 'vue' && binding.style === 'event' && target.what !== 'callback prop');
      const takesValue = typeof fn === 'string' || fn.params !== '';
      out.push({
        name: target.name,
        style: event ? 'event' : 'expression',
        value: event && to === 'angular' ? `${fnName}(${takesValue ? '$event' : ''})` : fnName,
      });
    };

    for (const binding of bindingsOf(from, tag.text, fromTag)) {
      if (ariaProp && binding.name === ariaProp) {
        const entries = objectEntries(binding.value);
        if (!entries) {
          missing.push({
            name: binding.name,
            reason: 'its value is not an object literal, so its keys cannot be mapped',
          });
          continue;
        }
        for (const [key, value] of entries) {
          // Named on the compare page with its prop, as the label is.
          const label = `${ariaProp}.${key}`;
          place(rowFor(label, true), {name: key, value, style: 'expression'}, label);
        }
        continue;
      }
      const gated = from === 'angular' ? switches.get(binding.name) : undefined;
      // A switch with a prop of its own in the target (Angular's triggerApiLoadEvent, React's
      // isApiLoad) is translated; one whose counterpart is the handler itself is not needed.
      const switchTarget = gated ? rowFor(binding.name, false)?.cells[to]?.what : undefined;
      if (gated && switchTarget !== 'prop' && switchTarget !== 'input') {
        notes.push(
          `${binding.name}: the switch of the output ${gated}; ${to} needs none (the handler is enough).`,
        );
        continue;
      }
      place(rowFor(binding.name, false), binding, binding.name);
    }
    // The switch an Angular output needs: true, unless the usage already binds it (React's and
    // Vue's isApiLoad is Angular's triggerApiLoadEvent): one binding per name.
    for (const [flag, output] of switchesOut) {
      if (out.some((b) => b.name === flag)) {
        notes.push(`${flag}: bound as given; it is also the switch ${to} needs before it sends ${output}.`);
      } else {
        notes.push(`${flag}: added as true, the switch ${to} needs before it sends ${output}.`);
        out.push({name: flag, style: 'expression', value: 'true'});
      }
    }
    if (ariaOut.length > 0 && targetAriaProp) {
      out.push({
        name: targetAriaProp,
        style: 'expression',
        value: `{${ariaOut.map(([key, value]) => `${key}: ${value}`).join(', ')}}`,
      });
    }
    const seen = new Set<string>();
    const attributes: string[] = [];
    for (const binding of out) {
      if (seen.has(binding.name)) {
        missing.push({name: binding.name, reason: `given twice; the first value is kept`});
        continue;
      }
      seen.add(binding.name);
      attributes.push(attribute(to, binding.name, binding.value, binding.style));
    }
    const toTag = tagOf(model, to);
    const indent = '\n  ';
    const close = to === 'angular' ? `></${toTag}>` : ' />';
    usages.push(
      attributes.length === 0
        ? `<${toTag}${close}`
        : `<${toTag}${indent}${attributes.join(indent)}\n${close.trimStart()}`,
    );
  }
  const codeOut = usages.join('\n');
  return {
    code: codeOut,
    file: componentFile(model, to, file, codeOut),
    mapped,
    withoutCounterpart: missing,
    notCarried: file.dropped,
    notes,
  };
}

export const translatedFileName: Record<FrameworkId, string> = {
  angular: 'translated.component.ts',
  react: 'Translated.tsx',
  vue: 'Translated.vue',
};

function componentFile(
  model: DocsModel,
  to: FrameworkId,
  file: FileDeclarations,
  usage: string,
): {name: string; text: string} {
  const reference = model.facts.packages[to] as {
    importStatement?: string;
    publicExports?: {name: string; kind: string}[];
  };
  const importLine = reference.importStatement ?? '';
  const copied = [...file.copied.values()]
    .sort((a, b) => a.order - b.order)
    .map((d) => d.text)
    .join('\n\n');
  const fn = (f: TargetFunction, method: boolean) =>
    `${f.async ? 'async ' : ''}${method ? '' : 'function '}${f.name}(${f.params}) {\n${indentText(f.body, '  ')}\n}`;
  let text: string;
  if (to === 'angular') {
    const ngModule = reference.publicExports?.find((e) => e.kind === 'NgModule')?.name ?? '';
    const members = [
      // Template expressions read the component's members only: module-level names get one each.
      ...[...file.copied.values()]
        .filter((d) => !/^(export\s+)?(interface|type)\b/.test(d.text))
        .map((d) => `protected readonly ${d.name} = ${d.name};`),
      ...[...file.state].map(([name, {type, init}]) =>
        init === null ? `${name}: any;` : `${name}${type ? `: ${type}` : ''} = ${init};`,
      ),
      ...file.functions.map((f) => fn(f, true)),
    ];
    const template = usage.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${');
    text = [
      "import {Component} from '@angular/core';",
      importLine,
      copied ? `\n${copied}` : '',
      '',
      '@Component({',
      "  selector: 'app-translated',",
      '  standalone: true,',
      `  imports: [${ngModule}],`,
      '  template: `',
      indentText(template, '    '),
      '  `,',
      '})',
      'export class TranslatedComponent {',
      indentText(members.join('\n\n'), '  '),
      '}',
    ].join('\n');
  } else {
    const declarations = [
      ...[...file.state].map(([name, {type, init}]) =>
        init === null
          ? `const ${name}: any = undefined;`
          : `const ${name}${type ? `: ${type}` : ''} = ${init};`,
      ),
      ...file.functions.map((f) => fn(f, false)),
    ].join('\n\n');
    if (to === 'react') {
      const body = usage.includes('\n<') ? `<>\n${indentText(usage, '  ')}\n</>` : usage;
      text = [
        importLine,
        copied ? `\n${copied}` : '',
        '',
        'export default function Translated() {',
        declarations ? indentText(declarations, '  ') + '\n' : '',
        '  return (',
        indentText(body, '    '),
        '  );',
        '}',
      ].join('\n');
    } else {
      text = [
        '<script setup lang="ts">',
        importLine,
        copied ? `\n${copied}` : '',
        declarations ? `\n${declarations}` : '',
        '</script>',
        '',
        '<template>',
        indentText(usage, '  '),
        '</template>',
      ].join('\n');
    }
  }
  return {name: translatedFileName[to], text: `${text.replace(/\n{3,}/g, '\n\n').trim()}\n`};
}
