/**
 * Angular only: the preview configuration of an Angular example file (issue 40: a Preview button
 * beside Run here), read from the file's text as the page shows it. React and Vue examples do not
 * come here: their preview runs the file itself, compiled at build time
 * (src/plugins/live-preview/compileExample.ts). Angular's examples are not compiled for the frame
 * yet (a file may bootstrap itself, with zone.js, or through an NgModule, which the zoneless frame
 * does not run as written), so their preview still sends the attributes of the template's first
 * `<ng-autocomplete>`, with the component fields they name when those are plain literals (the data
 * list). Outputs (`(emitSelectedValue)`) are reported as events; an input bound to anything but a
 * literal (a function such as `searchFn`, a lazy loader's signal) is left out and named under the
 * preview. An example whose list is not a literal (lazy loading) gets no preview. Pure: no React,
 * no browser.
 */
import type {PreviewConfig} from './messages';

type Json = PreviewConfig['props'][string];

export interface ExamplePreview {
  readonly config: PreviewConfig;
  /** Props of the file the preview does not set (shown beside it). */
  readonly leftOut: readonly string[];
}

/** Parses a JavaScript literal (strings, numbers, booleans, null, arrays, objects) at `at`; throws otherwise. */
function parseLiteral(text: string, start: number): {value: Json; end: number} {
  let at = start;
  const space = (): void => {
    for (;;) {
      const rest = text.slice(at);
      const skip = /^(\s+|\/\/[^\n]*|\/\*[\s\S]*?\*\/)/.exec(rest);
      if (!skip) return;
      at += skip[0].length;
    }
  };
  const value = (): Json => {
    space();
    const c = text[at];
    if (c === "'" || c === '"') {
      let out = '';
      for (at += 1; text[at] !== c; at += 1) {
        if (at >= text.length) throw new Error('unterminated string');
        if (text[at] === '\\') at += 1;
        out += text[at];
      }
      at += 1;
      return out;
    }
    if (c === '[') {
      at += 1;
      const items: Json[] = [];
      for (;;) {
        space();
        if (text[at] === ']') return ((at += 1), items);
        items.push(value());
        space();
        if (text[at] === ',') at += 1;
        else if (text[at] !== ']') throw new Error('expected , or ]');
      }
    }
    if (c === '{') {
      at += 1;
      const object: Record<string, Json> = {};
      for (;;) {
        space();
        if (text[at] === '}') return ((at += 1), object);
        const key = /^[A-Za-z_$][\w$]*/.exec(text.slice(at))?.[0];
        const name = key ?? value();
        if (key) at += key.length;
        if (typeof name !== 'string') throw new Error('bad key');
        space();
        if (text[at] !== ':') throw new Error('expected :');
        at += 1;
        object[name] = value();
        space();
        if (text[at] === ',') at += 1;
        else if (text[at] !== '}') throw new Error('expected , or }');
      }
    }
    const word = /^(-?\d[\d_]*(\.\d+)?|true|false|null)\b/.exec(text.slice(at))?.[0];
    if (!word) throw new Error('not a literal');
    at += word.length;
    return word === 'true'
      ? true
      : word === 'false'
        ? false
        : word === 'null'
          ? null
          : Number(word.replace(/_/g, ''));
  };
  const result = value();
  return {value: result, end: at};
}

/** A whole expression as a literal, or undefined. */
function literalOf(expression: string): Json | undefined {
  try {
    const {value, end} = parseLiteral(expression, 0);
    return expression.slice(end).trim() === '' ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The literal a top-level `const name = …;` (or `let`) of the file holds, or
 * with `field`, a class field `name = …;` (`readonly`, typed or not); else undefined.
 */
function constantOf(source: string, name: string, field = false): Json | undefined {
  const declaration = new RegExp(
    field
      ? `(?:^|\\n)\\s*(?:(?:public|protected|readonly)\\s+)*${name}(?:\\s*:[^=\\n]+)?\\s*=\\s*`
      : `(?:^|\\n)\\s*(?:export\\s+)?(?:const|let)\\s+${name}\\b(?:\\s*:[^=\\n]+)?\\s*=\\s*`,
  ).exec(source);
  if (!declaration) return undefined;
  try {
    const {value, end} = parseLiteral(source, declaration.index + declaration[0].length);
    return /^\s*(;|\n)/.test(source.slice(end)) ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The attributes of the first `<tag …>` element: name → raw value (`"text"`, `{expr}`) or
 * null (bare). Names keep their binding marks (`:name`, `@name`, `[name]`, `(name)`).
 */
function attributesOf(source: string, tag: string): [string, string | null][] | null {
  const start = source.indexOf(`<${tag}`);
  if (start < 0) return null;
  const attributes: [string, string | null][] = [];
  let at = start + tag.length + 1;
  for (;;) {
    while (/\s/.test(source[at] ?? '')) at += 1;
    if (at >= source.length) return null;
    if (source.startsWith('/>', at) || source[at] === '>') return attributes;
    const name = /^([:@]?[A-Za-z][\w.:-]*|\[[A-Za-z]\w*\]|\([A-Za-z]\w*\))/.exec(source.slice(at))?.[0];
    if (!name) return null;
    at += name.length;
    if (source[at] !== '=') {
      attributes.push([name, null]);
      continue;
    }
    at += 1;
    const open = source[at];
    const close = open === '{' ? '}' : open;
    if (open !== '"' && open !== "'" && open !== '{') return null;
    let depth = 0;
    let end = at;
    for (; end < source.length; end += 1) {
      const c = source[end];
      if (open === '{' && c === '{') depth += 1;
      else if (c === close && (open !== '{' || --depth === 0) && end > at) break;
    }
    attributes.push([name, source.slice(at, end + 1)]);
    at = end + 1;
  }
}

/** What one attribute of the element is to the preview; null for one it ignores (`key`, `ref`, a directive). */
type Reading =
  | {readonly as: 'prop'; readonly name: string; readonly value: Json}
  | {readonly as: 'event' | 'leftOut'; readonly name: string}
  | null;

/**
 * A bound expression (`inner`) as the prop `name`: a literal, or the name of a constant (with `field`,
 * of a class field) that holds one; anything else is left out.
 */
function literalProp(source: string, name: string, inner: string, field = false): Reading {
  const value =
    literalOf(inner) ?? (/^[A-Za-z_$][\w$]*$/.test(inner) ? constantOf(source, inner, field) : undefined);
  return value === undefined ? {as: 'leftOut', name} : {as: 'prop', name, value};
}

/** The preview of the first `<tag>` of the file, each attribute read by `read`; null without a literal list. */
function previewOf(
  source: string,
  tag: string,
  read: (raw: string, value: string | null) => Reading,
): ExamplePreview | null {
  const attributes = attributesOf(source, tag);
  if (!attributes) return null;
  const props: Record<string, Json> = {};
  const events: string[] = [];
  const leftOut: string[] = [];
  for (const [raw, value] of attributes) {
    const reading = read(raw, value);
    if (reading?.as === 'prop') props[reading.name] = reading.value;
    else if (reading?.as === 'event') events.push(reading.name);
    else if (reading) leftOut.push(reading.name);
  }
  if (!Array.isArray(props.dropdownData)) return null;
  return {config: {props, events}, leftOut};
}

/** Angular: an attribute of the template's first `<ng-autocomplete>` as an input or an output. */
function angularReading(source: string, raw: string, value: string | null): Reading {
  if (raw.startsWith('(')) return {as: 'event', name: raw.slice(1, -1)};
  if (!raw.startsWith('[')) return {as: 'prop', name: raw, value: value === null ? '' : value.slice(1, -1)};
  return literalProp(source, raw.slice(1, -1), (value ?? '').slice(1, -1).trim(), true);
}

/** The preview of an Angular example: its template's first `<ng-autocomplete>`; null without a literal list. */
export function angularExamplePreviewOf(source: string): ExamplePreview | null {
  return previewOf(source, 'ng-autocomplete', (raw, value) => angularReading(source, raw, value));
}
