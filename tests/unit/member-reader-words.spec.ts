/**
 * Every member can be found by a reader's words (issue 39, item 4): each input,
 * prop, output, class, style and ARIA key, keyboard key, relative-search option
 * and projection slot of the three packages has words in
 * src/data/searchVocabulary.ts (one entry, its concept's), words that say more
 * than its name, and its result in the search index carries them. A member added to the facts without
 * words fails here, by name.
 */
import {test, expect} from '@playwright/test';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {readerWordsFor, searchVocabulary} from '../../src/data/searchVocabulary';
import {
  aliasesFromCompare,
  memberDocument,
  membersOf,
  splitName,
} from '../../src/plugins/search-index/records';
import type {FactsFile, FrameworkId} from '../../src/data/types';
import {frameworkIds} from '../../src/data/frameworks';
import {readFacts} from '../support/facts';
import {BUILD_DIR} from '../support/site';

interface Member {
  readonly framework: FrameworkId;
  /** Where the facts list it: `props`, `customClassKeys`, `keyboard`... */
  readonly list: string;
  readonly name: string;
}

/** Every member the facts list, for each framework, with the list it comes from. */
function membersOfFacts(facts: FactsFile): Member[] {
  const named = (framework: FrameworkId, list: string, names: readonly string[]) =>
    names.map((name) => ({framework, list, name}));
  const {angular, react, vue} = facts.packages;
  const shared = (framework: FrameworkId, pkg: FactsFile['packages'][FrameworkId]) => [
    ...(['customClassKeys', 'customStyleKeys', 'ariaKeys'] as const).flatMap((list) =>
      named(
        framework,
        list,
        pkg[list].map((key) => key.name),
      ),
    ),
    ...named(
      framework,
      'keyboard',
      pkg.keyboard.map((entry) => entry.key),
    ),
  ];
  return [
    ...named(
      'angular',
      'inputs',
      angular.inputs.map((m) => m.name),
    ),
    ...named(
      'angular',
      'outputs',
      angular.outputs.map((m) => m.name),
    ),
    ...named(
      'angular',
      'contentProjection',
      angular.contentProjection.map((slot) => slot.selector),
    ),
    ...shared('angular', angular),
    ...named(
      'react',
      'props',
      react.props.map((m) => m.name),
    ),
    ...shared('react', react),
    ...named(
      'vue',
      'props',
      vue.props.map((m) => m.name),
    ),
    ...named(
      'vue',
      'relativeSearch.options',
      vue.relativeSearch.options.map((option) => option.name),
    ),
    ...shared('vue', vue),
  ];
}

const label = (m: Member) => `${m.framework} ${m.list}: ${m.name}`;

/** The members of `facts` no vocabulary entry gives words to. */
const withoutWords = (facts: FactsFile) =>
  membersOfFacts(facts)
    .filter((member) => readerWordsFor(member.name).length === 0)
    .map(label);

const HOW =
  'Add the words a reader would type for what it does to src/data/searchVocabulary.ts ' +
  '(an entry whose pattern matches its name, preferably the same concept in every framework):';

test('every member of the three packages has reader words', () => {
  const facts = readFacts<FactsFile>();
  const members = membersOfFacts(facts);
  for (const framework of frameworkIds) {
    expect(members.filter((m) => m.framework === framework).length, framework).toBeGreaterThan(50);
  }
  const missing = withoutWords(facts);
  expect(missing, `${HOW}\n${missing.join('\n')}`).toEqual([]);
});

test('one entry per concept: no member takes its words from two entries', () => {
  const twice = membersOfFacts(readFacts<FactsFile>())
    .map((member) => ({member, entries: searchVocabulary.filter((entry) => entry.pattern.test(member.name))}))
    .filter(({entries}) => entries.length > 1)
    .map(
      ({member, entries}) => `${label(member)}: ${entries.map((entry) => String(entry.pattern)).join(', ')}`,
    );
  expect(
    twice,
    `Merge them into one entry for the concept (what every member of a kind shares goes in kindWords):\n${twice.join('\n')}`,
  ).toEqual([]);
});

test('a member added to the facts without reader words is named', () => {
  const facts = readFacts<FactsFile>();
  const react = facts.packages.react;
  const added = {
    ...facts,
    packages: {
      ...facts.packages,
      react: {...react, props: [...react.props, {...react.props[0]!, name: 'zqxUnheardOf'}]},
    },
  };
  expect(withoutWords(added)).toEqual(['react props: zqxUnheardOf']);
});

test("a member's reader words say more than its name", () => {
  const bare: string[] = [];
  for (const member of membersOfFacts(readFacts<FactsFile>())) {
    const own = new Set(splitName(member.name).split(/\W+/));
    const words = readerWordsFor(member.name).join(' ').toLowerCase().split(/\s+/);
    if (words.every((word) => own.has(word))) bare.push(label(member));
  }
  expect(bare, `Only the name's own words; say what it does:\n${bare.join('\n')}`).toEqual([]);
});

test('every vocabulary entry gives words to a member of the facts', () => {
  const names = new Set(membersOfFacts(readFacts<FactsFile>()).map((m) => m.name));
  const unused = searchVocabulary
    .filter((entry) => ![...names].some((name) => entry.pattern.test(name)))
    .map((entry) => `${entry.pattern}: ${entry.words}`);
  expect(unused, `Entries matching no member (renamed or removed?):\n${unused.join('\n')}`).toEqual([]);
});

const API_PAGES: Record<FrameworkId, readonly string[]> = {
  angular: ['input_props', 'output_props', 'class_style', 'aria', 'spinner'],
  react: ['props', 'class_style', 'aria'],
  vue: ['props', 'class_style', 'aria'],
};

test('every row of the built API pages carries its reader words in its search result', () => {
  const built = (url: string) => readFileSync(join(BUILD_DIR, `${url.slice(1)}.html`), 'utf8');
  const aliases = aliasesFromCompare(built('/docs/compare'));
  const without: string[] = [];
  let rows = 0;
  for (const framework of frameworkIds) {
    for (const page of API_PAGES[framework]) {
      const url = `/docs/${framework}/api/${page}`;
      for (const member of membersOf(built(url), url, aliases)) {
        rows += 1;
        const words = readerWordsFor(member.name);
        const html = memberDocument(member, framework).html;
        if (words.length === 0 || !words.every((w) => html.includes(w))) without.push(member.url);
      }
    }
  }
  expect(rows, 'run `npm run build` first').toBeGreaterThan(150);
  expect(without, `${HOW}\n${without.join('\n')}`).toEqual([]);
});
