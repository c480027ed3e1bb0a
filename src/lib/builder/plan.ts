/**
 * What a generated file contains, decided once for the three frameworks (only values that differ
 * from the framework's default); ./angular.ts, ./react.ts and ./vue.ts write it in their idiom.
 */
import {LARGE_COUNT, LAZY_TOTAL, PAGE_SIZE, sampleItems} from '../../data/builderScenarios';
import type {BuilderEvent, Catalogue, OptionValue} from './catalogue';
import {normalise, presetClasses, type BuilderConfig} from './config';

export interface Setting {
  readonly name: string;
  readonly value: OptionValue;
}

export type Plan = Readonly<ReturnType<typeof planOf>>;

export const SELECT_EVENT = 'broadcastSelectedValue';
export const OBJECT_KEY = 'name';
export const DISABLED_KEY = 'unavailable';
export {LARGE_COUNT, LAZY_TOTAL, PAGE_SIZE, sampleItems};

/** `triggerOnFocusEvent` → `onFocus`, `triggerClearSelectionEvent` → `onClearSelection`. */
export function handlerName(key: string): string {
  const core = key
    .replace(/^(trigger|emit|broadcast)/, '')
    .replace(/Event$/, '')
    .replace(/^On(?=[A-Z])/, '');
  return `on${core.charAt(0).toUpperCase()}${core.slice(1)}`;
}

/** A string that can be written as a plain attribute in every framework's template. */
export function plainAttributeText(value: string): boolean {
  return /^[A-Za-z0-9 .,:;!?()'\-+*/%#@=_]*$/.test(value);
}

export function planOf(catalogue: Catalogue, input: BuilderConfig) {
  const config = normalise(input);
  const {scenarios} = config;
  const has = (key: string) => catalogue.memberName(key);
  const data =
    scenarios.data === 'objects' && has('objectProperty')
      ? 'objects'
      : (scenarios.data as 'strings' | 'numbers' | 'objects');
  const disableProperty =
    scenarios.disabled === 'property' && data === 'objects' ? has('disableProperty') : undefined;
  const disableListFn = scenarios.disabled === 'function' ? has('disableListFn') : undefined;
  // The switch (`isApiLoad`; Angular: `triggerApiLoadEvent`), its handler and `totalRecords`.
  const lazyFlag = has('isApiLoad');
  const lazyHandler = catalogue.eventName('triggerApiLoadEvent');
  const lazy =
    scenarios.lazy === 'api' && lazyFlag && lazyHandler
      ? {flag: lazyFlag, handler: lazyHandler, total: has('totalRecords') ?? null}
      : null;
  const classMember = has('customClass');
  const entries = presetClasses(config).filter(([key]) => catalogue.classKeys.includes(key));
  const classes = classMember && entries.length > 0 ? {member: classMember, entries} : null;

  const settings: Setting[] = [];
  const ariaEntries: Setting[] = [];
  for (const option of catalogue.options) {
    const value = config.values[option.key];
    if (value === undefined || value === option.default) continue;
    if (option.via === 'ariaKey') ariaEntries.push({name: option.name.replace(/^[^.]*\./, ''), value});
    else settings.push({name: option.name, value});
  }
  const ariaMember = catalogue.options.find((o) => o.via === 'ariaKey')?.name.replace(/\..*$/, '');
  const aria = ariaMember && ariaEntries.length > 0 ? {member: ariaMember, entries: ariaEntries} : null;

  const chosen = catalogue.events.filter((e) => config.events.includes(e.key));
  const select = chosen.find((e) => e.key === SELECT_EVENT) ?? null;
  const events = chosen.filter((e) => e !== select);

  const parts = [
    {strings: 'string items', numbers: 'number items', objects: 'object items'}[data],
    lazy
      ? 'lazy loading from an API'
      : scenarios.size === 'large'
        ? `${String(LARGE_COUNT).replace(/\B(?=(\d{3})+$)/g, ',')} items`
        : null,
    disableProperty ? 'rows disabled by a property' : disableListFn ? 'rows disabled by a function' : null,
    classes ? `${scenarios.styling === 'bootstrap' ? 'Bootstrap' : 'Tailwind'} classes` : null,
  ].filter((p): p is string => p !== null);

  return {
    catalogue,
    data,
    large: scenarios.size === 'large',
    objectProperty: data === 'objects' ? (has('objectProperty') ?? null) : null,
    // Relative search: without it Vue's plugin matches no object item (the facts' knownDiscrepancies).
    objectSearch: data === 'objects' ? (has('additionalData') ?? null) : null,
    disableProperty: disableProperty ?? null,
    disableListFn: disableListFn ?? null,
    lazy,
    classes,
    settings,
    aria,
    select,
    events,
    summary: `${catalogue.npmName} ${catalogue.latestVersion}: ${parts.join(', ')}.`,
  };
}

/** The TypeScript type of one item. */
export function itemType(plan: Plan): string {
  return plan.data === 'objects' ? 'Item' : plan.data === 'numbers' ? 'number' : 'string';
}

/** `interface Item {…}` for object items, else nothing. */
export function itemInterface(plan: Plan): string[] {
  if (plan.data !== 'objects') return [];
  return [
    'interface Item {',
    '  id: number;',
    `  ${OBJECT_KEY}: string;`,
    ...(plan.disableProperty
      ? [`  /** Rows with this key true cannot be picked. */`, `  ${DISABLED_KEY}: boolean;`]
      : []),
    '}',
    '',
  ];
}

/** A single-quoted TypeScript string literal. */
export function quote(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\r?\n/g, '\\n')}'`;
}

/** A value as a TypeScript literal. */
export function literal(value: OptionValue): string {
  return typeof value === 'string' ? quote(value) : String(value);
}

/** The expression of item number `n` (an expression of `n`, counted from 1). */
function itemExpression(plan: Plan, n: string): string {
  const disabled = plan.disableProperty ? `, ${DISABLED_KEY}: (${n}) % 5 === 0` : '';
  if (plan.data === 'objects') return `({id: ${n}, ${OBJECT_KEY}: \`Person ${'${'}${n}}\`${disabled}})`;
  if (plan.data === 'numbers') return n;
  return `\`Item ${'${'}${n}}\``;
}

/** The items as constant `name`, or, for lazy loading, the page size, total and a stand-in for the API. */
export function dataDeclarations(plan: Plan, name: string): string[] {
  const type = itemType(plan);
  if (plan.lazy) {
    return [
      `const PAGE_SIZE = ${PAGE_SIZE};`,
      `const TOTAL = ${plan.large ? LARGE_COUNT : LAZY_TOTAL};`,
      '',
      '/** Stands in for an HTTP call that returns the page of items starting at `offset`. */',
      `function fetchPage(offset: number): Promise<${type}[]> {`,
      '  const count = Math.min(PAGE_SIZE, TOTAL - offset);',
      `  const page = Array.from({length: count}, (_, i): ${type} => ${itemExpression(plan, 'offset + i + 1')});`,
      '  return new Promise((resolve) => setTimeout(() => resolve(page), 300));',
      '}',
      '',
    ];
  }
  if (plan.large) {
    return [
      `const ${name}: ${type}[] = Array.from({length: ${LARGE_COUNT}}, (_, i): ${type} => ${itemExpression(plan, 'i + 1')});`,
      '',
    ];
  }
  if (plan.data !== 'objects') {
    const items = plan.data === 'numbers' ? sampleItems.numbers : sampleItems.strings.map(quote);
    return [`const ${name}: ${type}[] = [${items.join(', ')}];`, ''];
  }
  const lines = sampleItems.objects.map(
    (label, i) =>
      `  {id: ${i + 1}, ${OBJECT_KEY}: ${quote(label)}${plan.disableProperty ? `, ${DISABLED_KEY}: ${(i + 1) % 3 === 0}` : ''}},`,
  );
  return [`const ${name}: ${type}[] = [`, ...lines, '];', ''];
}

/** The script's imports (`names` from `framework`, `component` from the package), item type and data. */
export function scriptHead(
  plan: Plan,
  framework: string,
  names: readonly string[],
  component: string,
): string[] {
  return [
    ...(names.length > 0 ? [`import {${names.join(', ')}} from '${framework}';`] : []),
    `import {${component}} from '${plan.catalogue.npmName}';`,
    '',
    ...itemInterface(plan),
    ...dataDeclarations(plan, 'ITEMS'),
  ];
}

/**
 * The body of the function that disables rows. It reads the item only: the components pass the row's
 * index in the filtered list, so a rule on the index would disable whichever row comes first.
 */
export function disableRule(plan: Plan): string {
  if (plan.data === 'numbers') return 'item % 30 === 0';
  const text = plan.data === 'objects' ? `item.${OBJECT_KEY}` : 'item';
  if (plan.large || plan.lazy) return `${text}.endsWith('0')`;
  return plan.data === 'objects' ? `${text}.startsWith('A')` : `${text}.startsWith('C')`;
}

/** What the "Selected:" line shows of the picked item. */
export function selectedText(plan: Plan, selected: string): string {
  return plan.data === 'objects'
    ? `${selected}?.${OBJECT_KEY} ?? 'nothing yet'`
    : `${selected} ?? 'nothing yet'`;
}

/** `const CLASSES = {…};` after a comment naming the CSS framework; nothing without classes. */
export function classesConstant(plan: Plan): string[] {
  if (!plan.classes) return [];
  const bootstrap = plan.classes.entries.some(([, v]) => v.includes('form-control'));
  return [
    bootstrap
      ? "/** Bootstrap classes for the component's parts: your app loads Bootstrap's CSS. */"
      : "/** Tailwind classes for the component's parts: your app builds them with Tailwind CSS. */",
    'const CLASSES = {',
    ...plan.classes.entries.map(([key, value]) => `  ${key}: ${quote(value)},`),
    '};',
    '',
  ];
}

/** `const ARIA = {…};` (React, Vue), one key a line, and a blank line; nothing without aria keys. */
export function ariaConstant(plan: Plan): string[] {
  if (!plan.aria) return [];
  return [
    'const ARIA = {',
    ...plan.aria.entries.map(({name, value}) => `  ${name}: ${literal(value)},`),
    '};',
    '',
  ];
}

/** `name={expression}` (React), `:name="expression"` (Vue), `[name]="expression"` (Angular). */
export type Bind = (name: string, expression: string) => string;

/**
 * The settings' attributes: numbers and booleans bound; a string plain where `plain` allows it, else
 * bound to `textExpression` (its literal, or a constant that function declares).
 */
export function settingAttributes(
  plan: Plan,
  bind: Bind,
  textExpression: (name: string, literal: string) => string,
  plain: (value: string) => boolean = plainAttributeText,
): string[] {
  return plan.settings.map(({name, value}) => {
    if (typeof value !== 'string') return bind(name, String(value));
    if (plain(value)) return `${name}="${value}"`;
    return bind(name, textExpression(name, quote(value)));
  });
}

/** The function that disables rows (React and Vue), with a blank line after it. */
export function disableFunction(plan: Plan): string[] {
  return [
    '/** Rows for which this returns true cannot be picked. */',
    `function isDisabled(_index: number, item: ${itemType(plan)}): boolean {`,
    `  return ${disableRule(plan)};`,
    '}',
    '',
  ];
}

/** A handler that logs its event (React and Vue), with a blank line after it. */
export function loggingHandler(event: BuilderEvent): string[] {
  return [
    `function ${handlerName(event.key)}(event: unknown): void {`,
    `  console.log('${event.name}', event);`,
    '}',
    '',
  ];
}

/** The lines indented by `by`, blank (or white-space only) lines left empty. */
export function indent(lines: readonly string[], by: string): string[] {
  return lines.map((line) => (line.trim() === '' ? '' : by + line));
}

/** `text` with each line indented by `by`, as `indent` does. */
export const indentText = (text: string, by: string): string => indent(text.split('\n'), by).join('\n');
