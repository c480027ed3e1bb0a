/**
 * The stand-in of each package (issue 37): the real packages cannot be
 * installed here, so the sent-projects stage installs this in their place,
 * under the real name and the documented version. It is generated from
 * src/data/library-facts.json: the same exports (Angular: the NgModule and the
 * component with its selector, not standalone; React and Vue: the named
 * component), exactly the facts' inputs and outputs (Angular) or props (React,
 * Vue). It renders an input with the placeholder it is given and a list of the
 * items that match what is typed (the first page of them, as the packages were
 * recorded rendering with virtual scroll on), and writes a console error naming any binding
 * the package does not have. All three handle the keys of the facts' keyboard
 * table and set exactly the roles and `aria-*` attributes the packages were
 * recorded setting (src/data/ariaTraits.json: `ariaPlan`), and show a Clear button when
 * `showClearOption` is on (the facts' boolean defaults are its own); Angular's
 * component has component styles, as the package has. A test double: never
 * published, and never in a page of the site (the live preview's tests serve
 * it as the CDN's module).
 */
import type {FrameworkId} from '../../src/data/frameworks';
import {ariaTraits, TRAIT_STEPS, type PackageTraits} from '../../src/data/ariaTraits';
import type {FirstPage} from '../../src/data/rowsTrial';

export interface StandInFacts {
  readonly npmName: string;
  /** The version the site documents, which the projects pin. */
  readonly version: string;
  readonly peerDependencies: Readonly<Record<string, string>>;
  readonly dependencies: Readonly<Record<string, string>>;
  /** Angular: the inputs; React and Vue: the props. */
  readonly members: readonly string[];
  /** Angular's outputs (empty for React and Vue, whose events are function props). */
  readonly outputs: readonly string[];
  /** Angular: the component's selector and class, and the NgModule's name. */
  readonly angular?: {readonly selector: string; readonly componentClass: string; readonly ngModule: string};
  /** The exported component (React, Vue). */
  readonly componentName?: string;
  /** Exported type names (`CustomClassType`...). */
  readonly typeNames: readonly string[];
  /**
   * The keys of the exported object types the facts list (class, style and ARIA keys), by type name:
   * declared with exactly those keys, as the packages declare them, so an unknown key is refused.
   */
  readonly typeKeys?: Readonly<Record<string, readonly string[]>>;
  /** The members typed with one of those types (`customClass: CustomClassType`); the others are `any`. */
  readonly memberTypes?: Readonly<Record<string, string>>;
  /** The facts' defaults of the boolean members (React, Vue): `showClearOption` shows a clear button unless set false. */
  readonly booleanDefaults?: Readonly<Record<string, boolean>>;
  /**
   * React and Vue, when given: the members' types and defaults as the package declares them, where
   * the facts give them plainly (`boolean`, `string`, `number`; a default code can write), written
   * where the package's declarations and code say them, so src/lib/packageApi reads them back
   * (`npm run facts:import`'s test, tests/unit/facts-import.spec.ts). The stand-in then applies the
   * defaults. Without it the members are typed as above and given no default.
   */
  readonly declared?: {
    readonly types: Readonly<Record<string, string>>;
    readonly defaults: Readonly<Record<string, unknown>>;
  };
  /** The ARIA to set, when not the package's recording (src/data/ariaTraits.json). */
  readonly ariaTraits?: PackageTraits;
  /**
   * Virtual scroll, as the facts' rows trial recorded each package (the first page in the page,
   * whatever the list's length): the page-size member, its default, and the member that shows every
   * row at once where the package has one (src/data/rowsTrial.ts, `firstPageOf`). Without it every
   * matching row is in the page.
   */
  readonly firstPage?: FirstPage;
}

/**
 * The ARIA the stand-in sets, from the package's recording: the input's and the rows' attributes
 * with one value throughout (written as they are), the row attributes whose value is the row's
 * text or index, and the states it computes as the keys are pressed, each only when the package
 * was recorded setting it.
 */
export interface AriaPlan {
  readonly input: Readonly<Record<string, string>>;
  readonly row: Readonly<Record<string, string>>;
  /** Row attributes whose value is the row's own text or index. */
  readonly rowValues: Readonly<Record<string, 'text' | 'index'>>;
  readonly expanded: boolean;
  readonly activedescendant: boolean;
  readonly controls: boolean;
  readonly selected: boolean;
  readonly disabled: boolean;
}

/** Attributes whose value the stand-in computes from its state, not the recording's value. */
const INPUT_STATES = {
  expanded: 'aria-expanded',
  activedescendant: 'aria-activedescendant',
  controls: 'aria-controls',
};
const ROW_STATES = {selected: 'aria-selected', disabled: 'aria-disabled'};

export function ariaPlan(traits: PackageTraits): AriaPlan {
  const literal = (element: 'input' | 'row', computed: readonly string[]) => {
    const values = new Map<string, Set<string>>();
    for (const step of TRAIT_STEPS) {
      const {input, rows, activeRow} = traits.steps[step];
      for (const part of element === 'input' ? [input] : [rows, activeRow]) {
        for (const [name, value] of Object.entries(part ?? {})) {
          if (computed.includes(name)) continue;
          values.set(name, (values.get(name) ?? new Set()).add(value));
        }
      }
    }
    const fixed: Record<string, string> = {};
    const fromRow: Record<string, 'text' | 'index'> = {};
    for (const [name, set] of values) {
      const [value] = [...set];
      if (set.size !== 1 || value === undefined || value === '{varies}' || value === '{id}') {
        throw new Error(
          `${traits.npmName}: the stand-in cannot reproduce ${name} on the ${element} (${[...set].join(', ')})`,
        );
      }
      if (value === '{row.text}' || value === '{row.index}')
        fromRow[name] = value === '{row.text}' ? 'text' : 'index';
      else fixed[name] = value;
    }
    return {fixed, fromRow};
  };
  const input = literal('input', Object.values(INPUT_STATES));
  const row = literal('row', Object.values(ROW_STATES));
  const inputNames = new Set(TRAIT_STEPS.flatMap((s) => Object.keys(traits.steps[s].input)));
  const rowNames = new Set(
    TRAIT_STEPS.flatMap((s) => [
      ...Object.keys(traits.steps[s].rows ?? {}),
      ...Object.keys(traits.steps[s].activeRow ?? {}),
    ]),
  );
  if (Object.keys(input.fromRow).length > 0)
    throw new Error(`${traits.npmName}: an input attribute names a row`);
  return {
    input: input.fixed,
    row: row.fixed,
    rowValues: row.fromRow,
    expanded: inputNames.has(INPUT_STATES.expanded),
    activedescendant: inputNames.has(INPUT_STATES.activedescendant),
    controls: inputNames.has(INPUT_STATES.controls),
    selected: rowNames.has(ROW_STATES.selected),
    disabled: rowNames.has(ROW_STATES.disabled),
  };
}

/** The stand-in's ARIA plan for a framework: its facts' override, or the package's recording. */
function planOf(framework: FrameworkId, facts: StandInFacts): AriaPlan {
  const traits = facts.ariaTraits ?? ariaTraits.packages[framework];
  if (!traits) throw new Error(`${facts.npmName}: no ARIA recording in src/data/ariaTraits.json`);
  return ariaPlan(traits);
}

/**
 * `inPage(rows, members)`: the matching rows the package puts in the page. With virtual scroll on,
 * the first page only (no later page is appended on scroll: nothing here scrolls a list); all of
 * them when the all-at-once member is true. `ts`: typed, for the Angular source.
 */
function firstPageFunction(facts: StandInFacts, ts = false): string {
  const any = ts ? ': any' : '';
  return `const FIRST_PAGE${any} = ${json(facts.firstPage ?? null)};
function inPage(rows${ts ? ': any[]' : ''}, members${any})${ts ? ': any[]' : ''} {
  if (FIRST_PAGE === null || (FIRST_PAGE.allAtOnce && members[FIRST_PAGE.allAtOnce] === true)) return rows;
  return rows.slice(0, Number(members[FIRST_PAGE.member]) || FIRST_PAGE.rows);
}`;
}

/**
 * React and Vue: the functions that give the input's and a row's ARIA attributes as an object of
 * props, from the plan (`label(item)` gives a row's text).
 */
function ariaFunctions(plan: AriaPlan): string {
  return `const ARIA = ${json(plan)};
function inputAria(listId, shownCount, activeId) {
  const out = {...ARIA.input};
  if (ARIA.expanded) out['aria-expanded'] = String(shownCount > 0);
  if (ARIA.controls) out['aria-controls'] = listId;
  if (ARIA.activedescendant && activeId) out['aria-activedescendant'] = activeId;
  return out;
}
function rowAria(text, index, active, disabled) {
  const out = {...ARIA.row};
  for (const [name, from] of Object.entries(ARIA.rowValues)) out[name] = from === 'text' ? text : String(index);
  if (ARIA.selected) out['aria-selected'] = active ? 'true' : 'false';
  if (ARIA.disabled) out['aria-disabled'] = disabled ? 'true' : 'false';
  return out;
}
`;
}

/** The stand-in's files, by path in the package; Angular's `src/` must be compiled by ngc (./pack.ts). */
export type PackageFiles = Record<string, string>;

/** The attribute every stand-in root carries: `<npm name>@<version>`. */
export const STAND_IN_ATTRIBUTE = 'data-stand-in';

/** The Vue stand-in's stylesheet, a file its module imports (as the package's build does). */
export const VUE_STYLESHEET = 'index.css';
/** What it draws: the input's border, in a colour a test can read back. */
export const VUE_STAND_IN_BORDER = 'rgb(10, 120, 90)';
const VUE_STAND_IN_CSS = `[${STAND_IN_ATTRIBUTE}] input { border: 2px solid ${VUE_STAND_IN_BORDER}; }\n`;

/** The member that holds the placeholder text (`placeholder` in Angular, `placeHolder` in React and Vue). */
function placeholderMember(facts: StandInFacts): string {
  const name =
    facts.members.find((m) => m.toLowerCase() === 'placeholder') ??
    facts.members.find((m) => m.toLowerCase().includes('placeholder'));
  if (!name) throw new Error(`${facts.npmName}: the facts list no placeholder member`);
  return name;
}

const json = (value: unknown): string => JSON.stringify(value);

function manifest(facts: StandInFacts, fields: Record<string, unknown>): string {
  return `${JSON.stringify(
    {
      name: facts.npmName,
      version: facts.version,
      description: `Test stand-in of ${facts.npmName}, generated from the site's facts. Never published.`,
      license: 'MIT',
      ...fields,
      peerDependencies: facts.peerDependencies,
      dependencies: facts.dependencies,
      sideEffects: false,
    },
    null,
    2,
  )}\n`;
}

/** The exported types: an object type with the facts' keys, each optional; loose when none are known. */
function typeDeclarations(facts: StandInFacts): string {
  return facts.typeNames
    .map((t) => {
      const keys = facts.typeKeys?.[t];
      return keys
        ? `export type ${t} = {${keys.map((k) => ` ${k}?: any;`).join('')} };`
        : `export type ${t} = Record<string, any>;`;
    })
    .join('\n');
}

/** A member's declared type: its plain type or object type when the facts give one, else `any`. */
const memberType = (facts: StandInFacts, member: string) =>
  facts.declared?.types[member] ?? facts.memberTypes?.[member] ?? 'any';

/** React: the statement that gives the declared defaults, as the package's build writes them (`props.name ?? value`). */
const reactDefaults = (facts: StandInFacts): string => {
  const entries = Object.entries(facts.declared?.defaults ?? {});
  return entries.length === 0
    ? ''
    : `  props = {...props, ${entries.map(([m, v]) => `${m}: props.${m} ?? ${json(v)}`).join(', ')}};\n`;
};

/** Vue: the props option, each with its declared default (`{type: null, default: value}`) when it has one. */
const vueProps = (facts: StandInFacts): string =>
  facts.declared
    ? `{\n${facts.members
        .map((m) =>
          m in facts.declared!.defaults
            ? `    ${m}: {type: null, default: ${json(facts.declared!.defaults[m])}},`
            : `    ${m}: {type: null},`,
        )
        .join('\n')}\n  }`
    : 'Object.fromEntries(PROPS.map((name) => [name, {type: null, default: undefined}]))';

/**
 * A package of one ES module and its declarations (React, Vue): the props interface from
 * the facts' members, then `declaration` (the component's type, given `<Name>Props`).
 */
function esModulePackage(
  facts: StandInFacts,
  js: string,
  typeImport: string,
  declaration: string,
  extra: {files?: PackageFiles; sideEffects?: string[]} = {},
): PackageFiles {
  const component = facts.componentName ?? 'Autocomplete';
  const dts = `${typeImport}

export interface ${component}Props {
${facts.members.map((m) => `  ${m}${m === 'dropdownData' ? '' : '?'}: ${memberType(facts, m)};`).join('\n')}
}
${declaration}
${typeDeclarations(facts)}
`;
  return {
    'package.json': manifest(facts, {
      type: 'module',
      main: './index.js',
      module: './index.js',
      types: './index.d.ts',
      exports: {'.': {types: './index.d.ts', default: './index.js'}},
      ...(extra.sideEffects ? {sideEffects: extra.sideEffects} : {}),
    }),
    'index.js': js,
    'index.d.ts': dts,
    ...extra.files,
  };
}

// ---------------------------------------------------------------------------
// React: one ES module.
// ---------------------------------------------------------------------------

function reactFiles(facts: StandInFacts): PackageFiles {
  const component = facts.componentName ?? 'Autocomplete';
  const plan = planOf('react', facts);
  const placeholder = placeholderMember(facts);
  // Imports the automatic JSX runtime, as the package's build does (a map that names only
  // \`react\` cannot resolve it).
  const js = `import {createElement as h, useState} from 'react';
import {jsxs} from 'react/jsx-runtime';

const PROPS = new Set(${json(facts.members)});
const LABEL = ${json(`${facts.npmName}@${facts.version} stand-in`)};
const CLEAR_BY_DEFAULT = ${json(facts.booleanDefaults?.showClearOption === true)};
${ariaFunctions(plan)}
${firstPageFunction(facts)}
function label(item, key) {
  return key && item !== null && typeof item === 'object' ? String(item[key]) : String(item);
}

let lists = 0;

/** The text of the item defaultValue names (case-insensitive, trimmed), or ''. */
function defaultText(props) {
  if (props.defaultValue === undefined || props.defaultValue === null || props.defaultValue === '') return '';
  const wanted = String(typeof props.defaultValue === 'object' ? props.defaultValue[props.objectProperty] : props.defaultValue).trim().toLowerCase();
  const items = Array.isArray(props.dropdownData) ? props.dropdownData : [];
  const found = items.find((item) => label(item, props.objectProperty).trim().toLowerCase() === wanted);
  return found === undefined ? '' : label(found, props.objectProperty);
}

export function ${component}(props) {
${reactDefaults(facts)}  for (const name of Object.keys(props)) {
    if (!PROPS.has(name)) console.error(\`\${LABEL}: ${component} has no prop "\${name}"\`);
  }
  const [listId] = useState(() => \`stand-in-list-\${++lists}\`);
  // defaultValue is read once, as the component mounts.
  const [text, setText] = useState(() => defaultText(props));
  const [open, setOpen] = useState(true);
  const [active, setActive] = useState(-1);
  const items = Array.isArray(props.dropdownData) ? props.dropdownData : [];
  const shown = inPage(open && text ? items.filter((item) => label(item, props.objectProperty).toLowerCase().includes(text.toLowerCase())) : [], props);
  const isDisabled = (item, index) =>
    (typeof props.disableListFn === 'function' && props.disableListFn(index, item) === true) ||
    (props.disableProperty && item && item[props.disableProperty] === true);
  const pick = (item, index) => {
    if (isDisabled(item, index)) return;
    setText(label(item, props.objectProperty));
    setOpen(false);
    setActive(-1);
    if (typeof props.broadcastSelectedValue === 'function') props.broadcastSelectedValue(item);
  };
  // The keys of the facts' keyboard table: move the highlight, pick it, close the list.
  const onKeyDown = (event) => {
    if (event.key === 'ArrowDown' && shown.length > 0) setActive(Math.min(active + 1, shown.length - 1));
    else if (event.key === 'ArrowUp' && shown.length > 0) setActive(Math.max(active - 1, 0));
    else if (event.key === 'Enter' && active >= 0 && active < shown.length) pick(shown[active], active);
    else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    } else return;
    event.preventDefault();
  };
  return jsxs('div', {${json(STAND_IN_ATTRIBUTE)}: ${json(`${facts.npmName}@${facts.version}`)}, children: [
    h('input', {
      type: 'text',
      ...inputAria(listId, shown.length, active >= 0 && active < shown.length ? \`\${listId}-\${active}\` : null),
      placeholder: props.${placeholder} ?? '',
      disabled: props.isAutoCompleteDisabled === true,
      value: text,
      onChange: (event) => {
        setText(event.target.value);
        setOpen(true);
        setActive(-1);
        // searchFn receives the input event, as the facts say of the package.
        if (typeof props.searchFn === 'function') props.searchFn(event);
      },
      onKeyDown,
    }),
    PROPS.has('showClearOption') && (props.showClearOption ?? CLEAR_BY_DEFAULT) === true && text
      ? h('button', {type: 'button', 'aria-label': 'Clear', onClick: () => setText('')}, '×')
      : null,
    h('ul', {id: listId}, shown.map((item, index) => {
      const disabled = isDisabled(item, index);
      return h('li', {
        key: index,
        id: \`\${listId}-\${index}\`,
        ...rowAria(label(item, props.objectProperty), index, index === active, disabled),
        onClick: () => pick(item, index),
      }, label(item, props.objectProperty));
    })),
  ]});
}
`;
  return esModulePackage(
    facts,
    js,
    "import type {ReactElement} from 'react';",
    `export declare function ${component}(props: ${component}Props): ReactElement;`,
  );
}

// ---------------------------------------------------------------------------
// Vue: one ES module with a component that declares the facts' props.
// ---------------------------------------------------------------------------

function vueFiles(facts: StandInFacts): PackageFiles {
  const component = facts.componentName ?? 'Autocomplete';
  const plan = planOf('vue', facts);
  const placeholder = placeholderMember(facts);
  // The styles are a CSS file the module imports, as the package's build ships them: a bundler
  // includes it, an ES module CDN serves it apart (esm.sh: the package's address with \`?css\`).
  const js = `import {defineComponent, h, ref} from 'vue';
import './${VUE_STYLESHEET}';

const PROPS = ${json(facts.members)};
const LABEL = ${json(`${facts.npmName}@${facts.version} stand-in`)};
const CLEAR_BY_DEFAULT = ${json(facts.booleanDefaults?.showClearOption === true)};
/** Attributes any component may be given; anything else is a prop or event this package lacks. */
const ANY_COMPONENT = new Set(['class', 'style', 'id', 'key', 'ref']);
let lists = 0;
${ariaFunctions(plan)}
${firstPageFunction(facts)}
function label(item, key) {
  return key && item !== null && typeof item === 'object' ? String(item[key]) : String(item);
}

/** The text of the item defaultValue names (case-insensitive, trimmed), or ''. */
function defaultText(props) {
  if (props.defaultValue === undefined || props.defaultValue === null || props.defaultValue === '') return '';
  const wanted = String(props.defaultValue).trim().toLowerCase();
  const items = Array.isArray(props.dropdownData) ? props.dropdownData : [];
  const found = items.find((item) => label(item, props.objectProperty).trim().toLowerCase() === wanted);
  return found === undefined ? '' : label(found, props.objectProperty);
}

/**
 * The built-in search as the facts describe it: a case-insensitive substring of the item's text;
 * for object items, only with relative search on (every key of the first item, or its includeOnly
 * keys): without it the package's search finds nothing in a list of objects.
 */
function matching(items, typed, props) {
  const query = typed.trim().toLowerCase();
  const objects = props.objectProperty && items.length > 0 && items[0] !== null && typeof items[0] === 'object';
  if (!objects) return items.filter((item) => label(item, props.objectProperty).toLowerCase().includes(query));
  const relative = props.additionalData && props.additionalData.relativeSearch;
  if (!relative) return [];
  const keys = typeof relative === 'object' && Array.isArray(relative.includeOnly) && relative.includeOnly.length > 0
    ? relative.includeOnly
    : Object.keys(items[0]);
  return items.filter((item) => keys.some((key) => String(item[key] ?? '').toLowerCase().includes(query)));
}

export const ${component} = defineComponent({
  name: ${json(component)},
  inheritAttrs: false,
  props: ${vueProps(facts)},
  setup(props, {attrs}) {
    for (const name of Object.keys(attrs)) {
      if (!ANY_COMPONENT.has(name)) console.error(\`\${LABEL}: ${component} has no prop "\${name}"\`);
    }
    const listId = \`stand-in-list-\${++lists}\`;
    // defaultValue is read once, as the component mounts; a later change is not applied.
    const text = ref(defaultText(props));
    const open = ref(true);
    const active = ref(-1);
    // searchFn(text, data) gives the rows (a list or a promise of one) when it is set.
    const searched = ref(null);
    const isDisabled = (item, index) =>
      (typeof props.disableListFn === 'function' && props.disableListFn(index, item) === true) ||
      (props.disableProperty && item && item[props.disableProperty] === true);
    const shownItems = () => {
      const items = Array.isArray(props.dropdownData) ? props.dropdownData : [];
      if (!open.value || !text.value) return [];
      if (typeof props.searchFn === 'function') return searched.value ?? [];
      return inPage(matching(items, text.value, props), props);
    };
    const runSearchFn = () => {
      if (typeof props.searchFn !== 'function') return;
      const result = props.searchFn(text.value, Array.isArray(props.dropdownData) ? props.dropdownData : []);
      Promise.resolve(result).then((rows) => (searched.value = Array.isArray(rows) ? rows : []));
    };
    const pick = (item, index) => {
      if (isDisabled(item, index)) return;
      text.value = label(item, props.objectProperty);
      open.value = false;
      active.value = -1;
      if (typeof props.broadcastSelectedValue === 'function') props.broadcastSelectedValue(item);
    };
    // The keys of the facts' keyboard table: move the highlight, pick it, close the list.
    const onKeydown = (event) => {
      const shown = shownItems();
      if (event.key === 'ArrowDown' && shown.length > 0) active.value = Math.min(active.value + 1, shown.length - 1);
      else if (event.key === 'ArrowUp' && shown.length > 0) active.value = Math.max(active.value - 1, 0);
      else if (event.key === 'Enter' && active.value >= 0 && active.value < shown.length) pick(shown[active.value], active.value);
      else if (event.key === 'Escape') {
        open.value = false;
        active.value = -1;
      } else return;
      event.preventDefault();
    };
    return () => {
      const shown = shownItems();
      return h('div', {${json(STAND_IN_ATTRIBUTE)}: ${json(`${facts.npmName}@${facts.version}`)}, class: attrs.class, style: attrs.style}, [
        h('input', {
          type: 'text',
          ...inputAria(listId, shown.length, active.value >= 0 && active.value < shown.length ? \`\${listId}-\${active.value}\` : null),
          placeholder: props.${placeholder} ?? '',
          disabled: props.isAutoCompleteDisabled === true,
          value: text.value,
          onInput: (event) => {
            text.value = event.target.value;
            open.value = true;
            active.value = -1;
            runSearchFn();
          },
          onKeydown,
        }),
        PROPS.includes('showClearOption') && (props.showClearOption ?? CLEAR_BY_DEFAULT) === true && text.value
          ? h('button', {type: 'button', 'aria-label': 'Clear', onClick: () => (text.value = '')}, '×')
          : null,
        h('ul', {id: listId}, shown.map((item, index) => h('li', {
          key: index,
          id: \`\${listId}-\${index}\`,
          ...rowAria(label(item, props.objectProperty), index, index === active.value, isDisabled(item, index)),
          onClick: () => pick(item, index),
        }, label(item, props.objectProperty)))),
      ]);
    };
  },
});
`;
  return esModulePackage(
    facts,
    js,
    "import type {DefineComponent} from 'vue';",
    `export declare const ${component}: DefineComponent<${component}Props>;`,
    {files: {[VUE_STYLESHEET]: VUE_STAND_IN_CSS}, sideEffects: ['*.css']},
  );
}

// ---------------------------------------------------------------------------
// Angular: TypeScript source, compiled by ngc in partial mode (as a published
// Angular library is), so the app's build links it and type-checks its
// templates against the component's real inputs and outputs.
// ---------------------------------------------------------------------------

function angularFiles(facts: StandInFacts): PackageFiles {
  const ng = facts.angular;
  if (!ng) throw new Error(`${facts.npmName}: the facts give no selector, component class or NgModule`);
  const placeholder = placeholderMember(facts);
  const plan = planOf('angular', facts);
  // The recorded ARIA as template bindings: the plan's fixed values from the class's \`aria\` field.
  const inputAria = [
    ...Object.keys(plan.input).map((n) => `[attr.${n}]="aria.input['${n}']"`),
    ...(plan.expanded ? ['[attr.aria-expanded]="shown().length > 0"'] : []),
    ...(plan.controls ? ['[attr.aria-controls]="listId"'] : []),
    ...(plan.activedescendant
      ? [
          `[attr.aria-activedescendant]="active >= 0 && active < shown().length ? listId + '-' + active : null"`,
        ]
      : []),
  ].join(' ');
  const rowAria = [
    ...Object.keys(plan.row).map((n) => `[attr.${n}]="aria.row['${n}']"`),
    ...Object.entries(plan.rowValues).map(
      ([n, from]) => `[attr.${n}]="${from === 'text' ? 'label(item)' : 'i'}"`,
    ),
    ...(plan.selected ? [`[attr.aria-selected]="i === active ? 'true' : 'false'"`] : []),
    ...(plan.disabled ? [`[attr.aria-disabled]="disabled(i, item) ? 'true' : 'false'"`] : []),
  ].join(' ');
  const source = `import {ChangeDetectorRef, Component, ElementRef, EventEmitter, Input, NgModule, Output} from '@angular/core';
import {CommonModule} from '@angular/common';
import {FormsModule} from '@angular/forms';

const LABEL = ${json(`${facts.npmName}@${facts.version} stand-in`)};
const OUTPUTS = new Set<string>(${json(facts.outputs)});
let lists = 0;
${firstPageFunction(facts, true)}

@Component({
  selector: ${json(ng.selector)},
  standalone: false,
  template: \`<div ${STAND_IN_ATTRIBUTE}="${facts.npmName}@${facts.version}">
    <input type="text" ${inputAria}
      [attr.placeholder]="${placeholder} ?? ''" [disabled]="isAutoCompleteDisabled === true"
      [(ngModel)]="text" (ngModelChange)="typed()" (input)="searched($event)" (keydown)="onKeydown($event)" />
    <button *ngIf="${facts.members.includes('showClearOption') ? 'showClearOption === true && ' : 'false && '}text" type="button" aria-label="Clear" (click)="text = ''">×</button>
    <ul [id]="listId">
      <li *ngFor="let item of shown(); let i = index" [id]="listId + '-' + i" ${rowAria}
        [class.disable-list-element]="disabled(i, item)"
        (click)="pick(i, item)">{{ label(item) }}</li>
    </ul>
  </div>\`,
  // Component styles, as the package has (its disabled-row class): Angular adds them to the page in a <style>.
  styles: ['.disable-list-element { opacity: 0.5; }'],
})
export class ${ng.componentClass} {
${facts.members
  .map((m) =>
    facts.booleanDefaults?.[m] !== undefined
      ? `  @Input() ${m}: any = ${json(facts.booleanDefaults[m])};`
      : `  @Input() ${m}: ${memberType(facts, m)};`,
  )
  .join('\n')}
${facts.outputs.map((o) => `  @Output() readonly ${o} = new EventEmitter<any>();`).join('\n')}
  text = '';
  open = true;
  active = -1;
  /** The recorded ARIA's fixed values (src/data/ariaTraits.json). */
  readonly aria = ${json({input: plan.input, row: plan.row})};
  readonly listId = \`stand-in-list-\${++lists}\`;
  /** The rows searchFn gave for the last input event, or null before it gave any. */
  searchedRows: any[] | null = null;
  /** Set as the view initialises and called as the component is destroyed, as the package's scroll listener is. */
  private stopListening: any;

  ngOnInit(): void {
    // defaultValue is read once, here; a later change is not applied.
    if (this.defaultValue !== undefined && this.defaultValue !== null && this.defaultValue !== '') {
      const wanted = String(typeof this.defaultValue === 'object' ? this.defaultValue[this.objectProperty] : this.defaultValue).trim().toLowerCase();
      const items: any[] = Array.isArray(this.dropdownData) ? this.dropdownData : [];
      const found = items.find((item) => this.label(item).trim().toLowerCase() === wanted);
      if (found !== undefined) this.text = this.label(found);
    }
  }

  ngAfterViewInit(): void {
    this.stopListening = () => undefined;
  }

  ngOnDestroy(): void {
    // Throws (not a function) when the view never initialised, as the package does.
    this.stopListening();
  }

  constructor(host: ElementRef<HTMLElement>, private readonly changes: ChangeDetectorRef) {
    // Angular adds a DOM listener on this element for every (name)="..." binding,
    // after this constructor runs: name the ones that are neither an output nor
    // an event any element has.
    const element = host.nativeElement;
    const add = element.addEventListener.bind(element);
    element.addEventListener = (type: string, listener: any, options?: any) => {
      if (!OUTPUTS.has(type) && !('on' + type in element)) {
        console.error(LABEL + ': <${ng.selector}> has no output "' + type + '"');
      }
      add(type, listener, options);
    };
  }

  label(item: any): string {
    return this.objectProperty && item !== null && typeof item === 'object'
      ? String(item[this.objectProperty])
      : String(item);
  }

  // searchFn replaces the built-in filtering, as the facts say of the package: it receives the
  // input event and gives the rows, a list or a promise of one.
  searched(event: Event): void {
    if (typeof this.searchFn !== 'function') return;
    const result = this.searchFn(event);
    if (Array.isArray(result)) this.searchedRows = result;
    else
      Promise.resolve(result).then((rows: any) => {
        this.searchedRows = Array.isArray(rows) ? rows : [];
        this.changes.markForCheck();
      });
  }

  shown(): any[] {
    const items: any[] = Array.isArray(this.dropdownData) ? this.dropdownData : [];
    const text = (this.text ?? '').toLowerCase();
    if (typeof this.searchFn === 'function') return this.open && text ? (this.searchedRows ?? []) : [];
    return inPage(this.open && text ? items.filter((item) => this.label(item).toLowerCase().includes(text)) : [], this);
  }

  typed(): void {
    this.open = true;
    this.active = -1;
  }

  // The keys of the facts' keyboard table: move the highlight, pick it, close the list.
  onKeydown(event: KeyboardEvent): void {
    const shown = this.shown();
    if (event.key === 'ArrowDown' && shown.length > 0) this.active = Math.min(this.active + 1, shown.length - 1);
    else if (event.key === 'ArrowUp' && shown.length > 0) this.active = Math.max(this.active - 1, 0);
    else if (event.key === 'Enter' && this.active >= 0 && this.active < shown.length)
      this.pick(this.active, shown[this.active]);
    else if (event.key === 'Escape') {
      this.open = false;
      this.active = -1;
    } else return;
    event.preventDefault();
  }

  disabled(index: number, item: any): boolean {
    return (
      (typeof this.disableListFn === 'function' && this.disableListFn(index, item) === true) ||
      (!!this.disableProperty && !!item && item[this.disableProperty] === true)
    );
  }

  pick(index: number, item: any): void {
    if (this.disabled(index, item)) return;
    this.text = this.label(item);
    this.open = false;
    this.active = -1;
    ${facts.outputs.includes('emitSelectedValue') ? 'this.emitSelectedValue.emit(item);' : ''}
  }
}

@NgModule({
  declarations: [${ng.componentClass}],
  imports: [CommonModule, FormsModule],
  exports: [${ng.componentClass}],
})
export class ${ng.ngModule} {}

${typeDeclarations(facts)}
`;
  const tsconfig = {
    compilerOptions: {
      target: 'ES2022',
      module: 'ES2022',
      moduleResolution: 'node',
      declaration: true,
      experimentalDecorators: true,
      strict: false,
      skipLibCheck: true,
      importHelpers: true,
      lib: ['ES2022', 'DOM'],
      outDir: '../dist',
      rootDir: '.',
    },
    files: ['index.ts'],
    angularCompilerOptions: {compilationMode: 'partial'},
  };
  return {
    'package.json': manifest(facts, {
      type: 'module',
      module: './dist/index.js',
      typings: './dist/index.d.ts',
      exports: {'.': {types: './dist/index.d.ts', default: './dist/index.js'}},
      files: ['dist'],
    }),
    'src/index.ts': source,
    'src/tsconfig.json': `${JSON.stringify(tsconfig, null, 2)}\n`,
  };
}

export function standInFiles(framework: FrameworkId, facts: StandInFacts): PackageFiles {
  switch (framework) {
    case 'angular':
      return angularFiles(facts);
    case 'react':
      return reactFiles(facts);
    case 'vue':
      return vueFiles(facts);
  }
}
