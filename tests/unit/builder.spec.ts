/**
 * The builder's generated files (issue 29), without a browser, through the
 * same pure functions the page calls (src/lib/builder): in
 * each framework, the file of every option alone and of a set of
 * configurations covering every pair of options passes the checks the files
 * of examples/ pass (parses, uses only members the facts list, no non-string
 * value as a plain string attribute, type-checks against the shims). The
 * options come from the facts: a new boolean member becomes an option.
 */
import {test, expect} from '@playwright/test';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {eagerTagsOf} from '../../scripts/page-weight.cjs';
import {getApi} from '../../src/data/api';
import {builderScenarios} from '../../src/data/builderScenarios';
import {frameworkIds, type FrameworkId} from '../../src/data/frameworks';
import {
  builderFileName,
  catalogueOf,
  defaultConfig,
  generateFile,
  kindsOf,
  parseConfig,
  serialiseConfig,
  unavailableSentence,
  type BuilderConfig,
} from '../../src/lib/builder';
import {
  builderFacts,
  catalogues,
  configOf,
  facts,
  kinds,
  known,
  pairwise,
  pairwiseFactors,
  singleConfigs,
} from '../support/builderConfigs';
import {componentFileProblems, typeErrors, type KnownMembers} from '../support/componentUsage';
import {readFacts} from '../support/facts';
import {uncoveredPairs} from '../support/pairwise';
import {BUILD_DIR, builtAssetsContaining, readBuiltHtml} from '../support/site';

test('the pairwise set covers every pair of levels of every two options, and stays small', () => {
  expect(uncoveredPairs(pairwiseFactors, pairwise)).toEqual([]);
  expect(pairwise.length, 'rows of the pairwise set').toBeLessThan(40);
});

for (const framework of frameworkIds) {
  test(`${framework}: every option alone and every pair of options gives a file that parses, type-checks and uses only documented members`, () => {
    test.setTimeout(120_000);
    const catalogue = catalogues[framework];
    const configs = [
      ...singleConfigs(),
      ...pairwise.map((row, i): [string, BuilderConfig] => [`pairwise row ${i + 1}`, configOf(row)]),
    ];
    const problems: string[] = [];
    const scripts: Record<string, string> = {};
    configs.forEach(([name, config], i) => {
      const text = generateFile(catalogue, config);
      const file = builderFileName[framework];
      problems.push(
        ...componentFileProblems(framework, file, text, known[framework]).map(
          (p) => `${file} (${name}): ${p}`,
        ),
      );
      if (framework === 'angular') scripts[`src/app/builder-${i}.ts`] = text;
      if (framework === 'react') scripts[`src/Builder${i}.tsx`] = text;
    });
    if (framework !== 'vue') {
      const names = new Map(configs.map(([name], i) => [String(i), name]));
      problems.push(
        ...typeErrors(framework, scripts).map((error) =>
          error.replace(/builder-(\d+)\.ts|Builder(\d+)\.tsx/, (match, a?: string, b?: string) => {
            return `${match} (${names.get(a ?? b ?? '')})`;
          }),
        ),
      );
    }
    expect(problems, `fix src/lib/builder/${framework}.ts`).toEqual([]);
  });
}

test('the default file sets nothing but the data, and a value equal to the default writes nothing', () => {
  const angular = generateFile(catalogues.angular, defaultConfig);
  expect(angular).toContain('[dropdownData]="items"');
  expect(angular).toContain('(emitSelectedValue)="onSelect($event)"');
  expect(angular).not.toMatch(/placeholder|showClearOption/);
  for (const framework of frameworkIds) {
    const catalogue = catalogues[framework];
    const option = catalogue.options.find((o) => o.key === 'showClearOption')!;
    const same = generateFile(catalogue, {...defaultConfig, values: {showClearOption: option.default!}});
    expect(same, framework).toBe(generateFile(catalogue, defaultConfig));
  }
});

/** Each framework's file for `config` contains each of the texts listed for it. */
function expectInFiles(config: BuilderConfig, texts: Partial<Record<FrameworkId, string[]>>): void {
  for (const [framework, expected] of Object.entries(texts) as [FrameworkId, string[]][]) {
    const file = generateFile(catalogues[framework], config);
    for (const text of expected) expect(file, `the ${framework} file`).toContain(text);
  }
}

test('Angular outputs come with the input that switches them on; React and Vue events are function props', () => {
  const config = {...defaultConfig, events: ['triggerBlurEvent', 'triggerClearSelectionEvent']};
  expectInFiles(config, {
    angular: [
      '[triggerBlurEvent]="true"',
      '(emitBlurEvent)="onBlur($event)"',
      '[triggerClearSelectionEvent]="true"',
    ],
    react: ['triggerBlurEvent={onBlur}'],
    vue: [':triggerBlurEvent="onBlur"'],
  });
});

test('lazy loading in Angular keeps the items in a signal; the names follow each framework', () => {
  const config: BuilderConfig = {
    ...defaultConfig,
    scenarios: {...defaultConfig.scenarios, data: 'objects', lazy: 'api'},
    values: {placeHolder: 'Find a colleague'},
  };
  expectInFiles(config, {
    angular: [
      'readonly items = signal<Item[]>([]);',
      '[triggerApiLoadEvent]="hasMore()"',
      '(emitApiLoadEvent)="loadMore($event)"',
      'placeholder="Find a colleague"',
    ],
    react: ['placeHolder="Find a colleague"', 'isApiLoad={items.length < TOTAL}'],
    vue: [':triggerApiLoadEvent="loadMore"'],
  });
});

test('what a framework lacks is named with its package and documented version, never dropped silently', () => {
  const config: BuilderConfig = {
    ...defaultConfig,
    scenarios: {...defaultConfig.scenarios, lazy: 'api', styling: 'tailwind'},
    values: {'aria.ariaRoleDescription': 'Colleague picker', isNumber: true},
  };
  const angular = unavailableSentence(catalogues.angular, config);
  expect(angular).toBe(
    `not in ng-autocomplete-plugin ${catalogues.angular.latestVersion}: customClass.customSpinnerClass, aria.ariaRoleDescription`,
  );
  expect(unavailableSentence(catalogues.vue, config)).toBe(
    `not in vue-autocomplete-plugin ${catalogues.vue.latestVersion}: isNumber`,
  );
  expect(generateFile(catalogues.angular, config)).toContain('[isNumber]="true"');
  expect(generateFile(catalogues.vue, config)).not.toContain('isNumber');
});

test('a configuration survives the address: written only where it differs, read back the same', () => {
  expect(serialiseConfig(defaultConfig, kinds)).toBe('');
  for (const row of pairwise) {
    const config = configOf(row);
    const query = serialiseConfig(config, kinds, 'other=kept');
    expect(query).toContain('other=kept');
    const back = parseConfig(query, kinds);
    expect(serialiseConfig(back, kinds)).toBe(serialiseConfig(config, kinds));
  }
  expect(
    parseConfig('?data=objects&lazy=api&placeHolder=Find+a+colleague&showClearOption=false', kinds),
  ).toEqual({
    scenarios: {...defaultConfig.scenarios, data: 'objects', lazy: 'api'},
    events: defaultConfig.events,
    values: {placeHolder: 'Find a colleague', showClearOption: false},
  });
  const eventKeys = new Set(catalogues.vue.events.map((e) => e.key));
  expect(parseConfig('?events=triggerBlurEvent,noSuchEvent', kinds, eventKeys).events).toEqual([
    'triggerBlurEvent',
  ]);
});

test('the options are the boolean, string and number members of the facts, under their own names', () => {
  for (const framework of frameworkIds) {
    const api = getApi(facts.reference[framework]);
    const claimed = new Set(builderScenarios.flatMap((s) => s.claims));
    const switches = new Set(api.outputs.flatMap((o) => o.requiresFlag?.match(/[A-Za-z]+/g) ?? []));
    const expected = api.members
      .filter((m) => ['boolean', 'string', 'number'].includes(m.type.trim()))
      .filter((m) => !claimed.has(m.name) && !switches.has(m.name) && !api.callbacks.includes(m.name))
      .map((m) => m.name);
    const names = catalogues[framework].options.filter((o) => o.via === 'member').map((o) => o.name);
    expect(names.sort(), framework).toEqual(expected.filter((n) => !claimed.has(keyOf(framework, n))).sort());
  }
  expect(catalogues.angular.options.find((o) => o.key === 'placeHolder')?.name).toBe('placeholder');
  expect(catalogues.react.options.find((o) => o.key === 'placeHolder')?.name).toBe('placeHolder');
  expect(catalogues.vue.options.find((o) => o.key === 'aria.ariaRole')?.name).toBe('aria.ariaRole');
});

function keyOf(framework: FrameworkId, name: string): string {
  return facts.members.find((row) => row.cells[framework]?.name === name)?.label ?? name;
}

test('a new boolean member in the facts becomes an option of its framework, and is listed as missing elsewhere', () => {
  const json = readFacts();
  json.packages.vue.props.push({
    name: 'keepOpenAfterSelect',
    type: 'boolean',
    required: false,
    default: false,
    category: 'behaviour',
    description: 'Keeps the list open after a selection.',
    readerWords: 'stay open after choosing a row',
    since: json.packages.vue.latestVersion,
  });
  const changed = builderFacts(json);
  const vue = catalogueOf('vue', changed);
  const option = vue.options.find((o) => o.key === 'keepOpenAfterSelect');
  expect(option, 'the new prop is an option of the Vue builder').toMatchObject({
    name: 'keepOpenAfterSelect',
    kind: 'boolean',
    default: false,
    category: 'behaviour',
  });
  const config = {...defaultConfig, values: {keepOpenAfterSelect: true}};
  const file = generateFile(vue, config);
  expect(file).toContain(':keepOpenAfterSelect="true"');
  const knownNow: KnownMembers = {
    members: new Map(getApi(changed.reference.vue).members.map((m) => [m.name, m.type])),
    outputs: new Set(),
  };
  expect(componentFileProblems('vue', 'new-prop.vue', file, knownNow)).toEqual([]);
  const react = catalogueOf('react', changed);
  expect(react.options.some((o) => o.key === 'keepOpenAfterSelect')).toBe(false);
  expect(unavailableSentence(react, config)).toBe(
    `not in react-autocomplete-plugin ${react.latestVersion}: keepOpenAfterSelect`,
  );
  expect(kindsOf([vue]).get('keepOpenAfterSelect')).toBe('boolean');
});

test("the builder's styles load with the builder, not in the stylesheet every page loads", () => {
  // The two-column layout of the builder's own stylesheet, as the minifier writes it.
  const source = readFileSync(
    join(__dirname, '..', '..', 'src/components/Builder/styles.lazy.module.css'),
    'utf8',
  );
  const layouts = [...source.matchAll(/grid-template-columns:\s*(minmax\([^;]+);/g)];
  const marker = layouts[layouts.length - 1]![1]!.replace(/,\s+/g, ',');
  const withBuilder = builtAssetsContaining('css', marker);
  expect(
    withBuilder,
    'one stylesheet holds the builder styles (*.lazy.module.css, src/plugins/speed-layer)',
  ).toHaveLength(1);
  for (const path of ['/', '/docs/react/examples/stackblitz']) {
    const {stylesheets} = eagerTagsOf(readBuiltHtml(path));
    const css = stylesheets.map((file) => readFileSync(join(BUILD_DIR, file), 'utf8')).join('\n');
    expect(css, `first-load CSS of ${path}`).not.toContain(marker);
  }
});
