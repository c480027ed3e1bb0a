/**
 * Every member can be found by a reader's words (issue 39, item 4): each input, prop, output,
 * class, style and ARIA key, keyboard key, relative-search option and projection slot of the three
 * packages carries `readerWords` in the facts (src/data/library-facts.json), words that say more
 * than its name, and its result in the search index carries them. The facts schema requires the
 * field, so a member added without it stops `npm run data:check` and the build, named by package,
 * list and member; no page module carries the words.
 */
import {test, expect} from '@playwright/test';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {memberWordsOf, readerWordsOf} from '../../src/data/readerWords';
import {
  factsProblems,
  validateFacts,
  factsModules,
  type FactsFile,
  type FrameworkId,
} from '../../src/data/facts';
import {
  aliasesFromCompare,
  LISTS,
  memberDocument,
  membersOf,
  splitName,
  upgradeItemsOf,
} from '../../src/plugins/search-index/records';
import {frameworkIds} from '../../src/data/frameworks';
import {readFacts} from '../support/facts';
import {BUILD_DIR, builtAssetsContaining} from '../support/site';

interface Member {
  readonly framework: FrameworkId;
  /** Where the facts list it: `props`, `customClassKeys`, `keyboard`... */
  readonly list: string;
  readonly name: string;
  readonly readerWords: unknown;
}

/** Every member the facts list, for each framework, with the list it comes from (read here, not from src/data/readerWords.ts). */
function membersOfFacts(facts: FactsFile): Member[] {
  type Entry = {name?: string; key?: string; selector?: string; readerWords?: unknown};
  const named = (framework: FrameworkId, list: string, entries: readonly Entry[]) =>
    entries.map((entry) => ({
      framework,
      list,
      name: String(entry.name ?? entry.key ?? entry.selector),
      readerWords: entry.readerWords,
    }));
  const {angular, react, vue} = facts.packages;
  const shared = (framework: FrameworkId, pkg: FactsFile['packages'][FrameworkId]) =>
    (['customClassKeys', 'customStyleKeys', 'ariaKeys', 'keyboard'] as const).flatMap((list) =>
      named(framework, list, pkg[list]),
    );
  return [
    ...named('angular', 'inputs', angular.inputs),
    ...named('angular', 'outputs', angular.outputs),
    ...named('angular', 'contentProjection', angular.contentProjection),
    ...shared('angular', angular),
    ...named('react', 'props', react.props),
    ...shared('react', react),
    ...named('vue', 'props', vue.props),
    ...named('vue', 'relativeSearch.options', vue.relativeSearch.options),
    ...shared('vue', vue),
  ];
}

const label = (m: {framework: string; list: string; name: string}) => `${m.framework} ${m.list}: ${m.name}`;

test('every member of the three packages has reader words in the facts, and the search reads them all', () => {
  const facts = readFacts<FactsFile>();
  const members = membersOfFacts(facts);
  for (const framework of frameworkIds) {
    expect(members.filter((m) => m.framework === framework).length, framework).toBeGreaterThan(50);
  }
  const missing = members
    .filter((m) => typeof m.readerWords !== 'string' || !m.readerWords.trim())
    .map(label);
  expect(missing, `Give each its readerWords in the facts:\n${missing.join('\n')}`).toEqual([]);
  // What the search index reads (src/data/readerWords.ts) is every member, with its own words.
  expect(memberWordsOf(facts).map((m) => `${label(m)}: ${m.readerWords}`)).toEqual(
    members.map((m) => `${label(m)}: ${String(m.readerWords)}`),
  );
});

test('a member added to the facts without reader words is named by the facts check, with what to write', () => {
  const json = readFacts();
  const props = json.packages.react.props;
  const added = {...props[0], name: 'zqxUnheardOf'};
  delete added.readerWords;
  props.push(added);
  const slot = json.packages.angular.contentProjection[0];
  slot.readerWords = ' ';
  expect(factsProblems(json)).toEqual([
    expect.stringMatching(
      /^src\/data\/library-facts\.json: packages\.angular\.contentProjection\[0\] \("\[customSpinner\]"\): field "readerWords" is the string " " \(expected the words a reader would search it by beyond its name, .*what it does, in their words/,
    ),
    expect.stringMatching(
      new RegExp(
        `^src/data/library-facts\\.json: packages\\.react\\.props\\[${props.length - 1}\\] \\("zqxUnheardOf"\\): field "readerWords" is missing \\(expected the words a reader would search it by`,
      ),
    ),
  ]);
});

test("a member's reader words say more than its name", () => {
  const bare: string[] = [];
  for (const member of membersOfFacts(readFacts<FactsFile>())) {
    const own = new Set(splitName(member.name).split(/\W+/));
    const words = String(member.readerWords).toLowerCase().split(/\s+/);
    if (words.every((word) => own.has(word))) bare.push(label(member));
  }
  expect(bare, `Only the name's own words; say what it does:\n${bare.join('\n')}`).toEqual([]);
});

test('no module pages import carries reader words', () => {
  const modules = factsModules(validateFacts(readFacts()));
  const carrying = Object.entries(modules)
    .filter(([, module]) => JSON.stringify(module).includes('"readerWords"'))
    .map(([name]) => `@facts/${name}`);
  expect(carrying, 'leave readerWords out of the modules (src/data/facts/transform.ts)').toEqual([]);
});

const API_PAGES: Record<FrameworkId, readonly string[]> = {
  angular: ['input_props', 'output_props', 'class_style', 'aria', 'spinner'],
  react: ['props', 'class_style', 'aria'],
  vue: ['props', 'class_style', 'aria'],
};

const escaped = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const built = (url: string) => readFileSync(join(BUILD_DIR, `${url.slice(1)}.html`), 'utf8');

/** Row anchor prefix → the list of the facts its member is in. */

test("every row of the built API pages carries its facts' reader words in its search result", () => {
  const facts = readFacts<FactsFile>();
  const members = membersOfFacts(facts);
  const aliases = aliasesFromCompare(built('/docs/compare'));
  const wrong: string[] = [];
  let rows = 0;
  for (const framework of frameworkIds) {
    for (const page of API_PAGES[framework]) {
      const url = `/docs/${framework}/api/${page}`;
      for (const member of membersOf(built(url), url, aliases, readerWordsOf(facts, framework))) {
        rows += 1;
        const list = LISTS[member.url.split('#')[1]!.split('-')[0]!];
        const expected = members.find(
          (m) => m.framework === framework && m.list === list && m.name === member.name,
        )?.readerWords;
        const html = memberDocument(member, framework).html;
        if (typeof expected !== 'string')
          wrong.push(`${member.url}: no member of ${framework} ${list} in the facts`);
        else if (member.readerWords !== expected || !html.includes(escaped(expected)))
          wrong.push(`${member.url}: carries ${JSON.stringify(member.readerWords)}, not "${expected}"`);
      }
    }
  }
  expect(rows, 'run `npm run build` first').toBeGreaterThan(150);
  expect(wrong, `Rows whose result lacks its facts' readerWords:\n${wrong.join('\n')}`).toEqual([]);
});

test("a removed member's result in the upgrade guide carries the reader words the facts kept for it", () => {
  const facts = readFacts<FactsFile>();
  const removed = facts.packages.react.history.removedMembers.filter((m) => m.readerWords);
  expect(removed.length, 'the facts keep the words of a member React removed').toBeGreaterThan(0);
  const url = '/docs/react/introduction/upgrade';
  const items = upgradeItemsOf(built(url), url, readerWordsOf(facts, 'react'));
  for (const member of removed) {
    const item = items.find((i) => i.name === member.name && i.kind.endsWith(member.removed));
    expect(item, `the upgrade guide's result for ${member.name}`).toBeDefined();
    expect(item!.readerWords).toBe(member.readerWords);
    expect(memberDocument(item!, 'react').html).toContain(escaped(member.readerWords!));
  }
});

test('no built script carries reader words', () => {
  const sample = memberWordsOf(readFacts<FactsFile>()).find(
    (m) => m.name === 'showClearOption',
  )!.readerWords!;
  expect(builtAssetsContaining('js', sample), `"${sample}" is in a page's JS`).toEqual([]);
  expect(builtAssetsContaining('js', '"readerWords"')).toEqual([]);
});
