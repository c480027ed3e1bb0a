/**
 * `translate`: a usage of one package (the component's tag in a JSX, Vue
 * template or Angular template snippet) written for another framework. Every
 * attribute's name goes through the compare page's rows, so the answer is the
 * facts' mapping, not a guess; what has no counterpart is listed, not dropped
 * silently. Values (expressions, handlers) are carried over as written.
 *
 *   React   <Autocomplete name={expr} name="text" onEvent={handler} aria={{key: expr}} />
 *   Vue     <Autocomplete :name="expr" name="text" @event="handler" :aria="{key: expr}" />
 *   Angular <ng-autocomplete [name]="expr" name="text" (event)="handler($event)" [ariaKey]="expr">
 */
import type {CompareRow} from '../../src/data/compare';
import type {FrameworkId} from '../../src/data/frameworks';
import type {DocsModel} from './model';

/** One attribute of the tag: a bound expression, a plain text, or an event handler. */
export interface Binding {
  readonly name: string;
  readonly value: string;
  readonly style: 'expression' | 'text' | 'event';
}

export interface Translation {
  readonly code: string;
  /** Each attribute and what it became. */
  readonly mapped: readonly {readonly from: string; readonly to: string}[];
  /** Attributes of the source with no counterpart in the target framework, with why. */
  readonly withoutCounterpart: readonly {readonly name: string; readonly reason: string}[];
  /** What the translation did besides renaming (an Angular output's switch dropped or added). */
  readonly notes: readonly string[];
}

export class TranslateInputError extends Error {}

/** The component's tag name in each framework's templates. */
export function tagOf(model: DocsModel, framework: FrameworkId): string {
  const reference = model.facts.packages[framework] as {selector?: string; componentName?: string};
  return reference.selector ?? reference.componentName ?? 'Autocomplete';
}

/** The first opening tag of the component in `code`, attributes included (JSX braces may nest). */
function openingTag(code: string, tag: string): string {
  const start = code.search(new RegExp(`<${tag.replace(/[-]/g, '\\-')}(?=[\\s/>])`));
  if (start < 0) return '';
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
      return code.slice(start, i + 1);
    }
  }
  return '';
}

/** Reads the attributes of an opening tag (names, values, and how each is bound). */
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
  if (framework === 'vue') {
    if (raw.startsWith('@') || raw.startsWith('v-on:'))
      return {name: raw.replace(/^@|^v-on:/, ''), value, style: 'event'};
    if (raw.startsWith(':') || raw.startsWith('v-bind:'))
      return {name: raw.replace(/^:|^v-bind:/, ''), value, style: 'expression'};
    return {name: raw, value: literal, style: quoted === null ? 'expression' : 'text'};
  }
  if (raw.startsWith('(') && raw.endsWith(')')) return {name: raw.slice(1, -1), value, style: 'event'};
  if (raw.startsWith('[') && raw.endsWith(']')) return {name: raw.slice(1, -1), value, style: 'expression'};
  return {name: raw, value: literal, style: quoted === null ? 'expression' : 'text'};
}

/** `{ariaRole: 'x', ariaLabel: label}` → [['ariaRole', "'x'"], ['ariaLabel', 'label']] (one level). */
function objectEntries(text: string): [string, string][] | null {
  const inner = text.trim().replace(/^\{/, '').replace(/\}$/, '');
  if (inner === text.trim()) return null;
  const entries: [string, string][] = [];
  let depth = 0;
  let start = 0;
  const parts: string[] = [];
  for (let i = 0; i <= inner.length; i++) {
    const char = inner[i];
    if (char === '{' || char === '[' || char === '(') depth++;
    if (char === '}' || char === ']' || char === ')') depth--;
    if ((char === ',' && depth === 0) || i === inner.length) {
      parts.push(inner.slice(start, i));
      start = i + 1;
    }
  }
  for (const part of parts.map((p) => p.trim()).filter(Boolean)) {
    const colon = part.indexOf(':');
    if (colon < 0) entries.push([part, part]);
    else
      entries.push([
        part
          .slice(0, colon)
          .trim()
          .replace(/^['"]|['"]$/g, ''),
        part.slice(colon + 1).trim(),
      ]);
  }
  return entries;
}

const IDENTIFIER = /^[A-Za-z_$][\w$.]*$/;
const ARROW = /^(?:\(\s*([A-Za-z_$][\w$]*)\s*(?::[^)]*)?\)|([A-Za-z_$][\w$]*))\s*=>\s*([^{][\s\S]*)$/;

/**
 * A handler in the target's idiom: Angular calls an expression with `$event`
 * (`onPick($event)`); React and Vue take a function (`onPick`, `(item) => ...`).
 */
function handlerFor(to: FrameworkId, from: FrameworkId, value: string): string {
  const text = value.trim();
  if ((to === 'angular') === (from === 'angular')) return text;
  if (to === 'angular') {
    if (IDENTIFIER.test(text)) return `${text}($event)`;
    const arrow = ARROW.exec(text);
    const param = arrow?.[1] ?? arrow?.[2];
    return arrow && param ? arrow[3]!.trim().replace(new RegExp(`\\b${param}\\b`, 'g'), '$$event') : text;
  }
  const call = /^([A-Za-z_$][\w$.]*)\(\s*\$event\s*\)$/.exec(text);
  if (call) return call[1]!;
  return text.includes('$event') ? `(value) => ${text.replace(/\$event/g, 'value')}` : `() => ${text}`;
}

function attribute(to: FrameworkId, name: string, value: string, style: Binding['style']): string {
  if (to === 'react') return style === 'text' ? `${name}="${value}"` : `${name}={${value}}`;
  if (to === 'vue') {
    if (style === 'event') return `@${name}="${value}"`;
    return style === 'text' ? `${name}="${value}"` : `:${name}="${value}"`;
  }
  if (style === 'event') return `(${name})="${value}"`;
  return style === 'text' ? `${name}="${value}"` : `[${name}]="${value}"`;
}

/** Translates the component usage in `code` from one framework to another. */
export function translateUsage(
  model: DocsModel,
  from: FrameworkId,
  to: FrameworkId,
  code: string,
): Translation {
  const fromTag = tagOf(model, from);
  const tagText = openingTag(code, fromTag);
  if (!tagText) {
    throw new TranslateInputError(
      `code: no <${fromTag}> tag found; give a ${from} usage of the component, e.g. <${fromTag} ...>`,
    );
  }
  const rows = model.compare;
  const targetSwitches = new Set(
    model.api[to].outputs.flatMap((o) => (o.effectiveFlag ? [o.effectiveFlag] : [])),
  );
  // A callback can sit in two rows (Angular's output, and the switch input that gates it): the
  // row whose target is not a switch is the translation.
  const rowFor = (name: string, keyOfAria: boolean): CompareRow | undefined => {
    const candidates = rows.filter((row) => {
      const cell = row.cells[from];
      return (
        cell?.name === name &&
        (keyOfAria ? cell.what === 'key of the aria prop' : cell.what !== 'key of the aria prop')
      );
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
  // Angular sends some outputs only when a switch input is true (`requiresFlag`); React and Vue
  // call the callback prop whenever it is passed.
  const switchOf = (api: DocsModel['api'][FrameworkId], output: string) =>
    api.outputs.find((o) => o.name === output)?.effectiveFlag ?? null;
  const switches = new Map(
    model.api[from].outputs.flatMap((o) => (o.effectiveFlag ? [[o.effectiveFlag, o.name]] : [])),
  );
  const notes: string[] = [];
  const switchesOut = new Set<string>();
  const mapped: {from: string; to: string}[] = [];
  const missing: {name: string; reason: string}[] = [];
  const out: string[] = [];
  const ariaOut: [string, string][] = [];

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
    if (target.what === 'key of the aria prop' && targetAriaProp) {
      ariaOut.push([target.name, binding.style === 'text' ? JSON.stringify(binding.value) : binding.value]);
      return;
    }
    const flag = target.what === 'output' ? switchOf(model.api[to], target.name) : null;
    if (flag && !switchesOut.has(flag)) {
      switchesOut.add(flag);
      notes.push(`${flag}: added as true, the switch ${to} needs before it sends ${target.name}.`);
    }
    const event =
      target.what === 'output' ||
      (to === 'vue' && binding.style === 'event' && target.what !== 'callback prop');
    const style: Binding['style'] = event
      ? 'event'
      : binding.style === 'event'
        ? 'expression'
        : binding.style;
    const value = event || binding.style === 'event' ? handlerFor(to, from, binding.value) : binding.value;
    out.push(attribute(to, target.name, value, style));
  };

  for (const binding of bindingsOf(from, tagText, fromTag)) {
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
        place(rowFor(key, true), {name: key, value, style: 'expression'}, `${ariaProp}.${key}`);
      }
      continue;
    }
    const gated = from === 'angular' ? switches.get(binding.name) : undefined;
    if (gated) {
      notes.push(
        `${binding.name}: the switch of the output ${gated}; ${to} needs none (the handler is enough).`,
      );
      continue;
    }
    place(rowFor(binding.name, false), binding, binding.name);
  }
  // Switches the source set that the target's own switches already cover are not repeated.
  for (const flag of switchesOut) out.push(attribute(to, flag, 'true', 'expression'));
  if (ariaOut.length > 0 && targetAriaProp) {
    const object = `{${ariaOut.map(([key, value]) => `${key}: ${value}`).join(', ')}}`;
    out.push(attribute(to, targetAriaProp, object, 'expression'));
  }
  const toTag = tagOf(model, to);
  const indent = '\n  ';
  const close = to === 'angular' ? `></${toTag}>` : ' />';
  const codeOut =
    out.length === 0 ? `<${toTag}${close}` : `<${toTag}${indent}${out.join(indent)}\n${close.trimStart()}`;
  return {code: codeOut, mapped, withoutCounterpart: missing, notes};
}
