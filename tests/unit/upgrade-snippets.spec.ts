/**
 * The upgrade guide's code before and after (issue 48, item 3) is real code:
 * each snippet, written into a whole component file of its framework
 * (`snippetFile`, src/data/upgradeChecklist.ts), passes the checks the site's
 * examples and the builder's files pass (tests/support/componentUsage.ts):
 * it parses (Vue: compiled by @vue/compiler-sfc), uses only the members the
 * release it is written for had (the "before" code the release before the
 * change, the "after" code the release that made it: `membersAt`), and the
 * Angular and React files type-check with the StackBlitz templates' options,
 * React's against declarations of that release's props (the sent-projects
 * stand-in's declarations, tests/stand-in/generate.ts). The guide of a copy
 * of the facts with a release that renames and removes members is checked too.
 */
import {test, expect} from '@playwright/test';
import {join} from 'node:path';
import {membersAt, releasesOf, type FactsFile, validateFacts} from '../../src/data/facts';
import {frameworkIds, type FrameworkId} from '../../src/data/frameworks';
import {upgradeGuideOf} from '../../src/data/upgrade';
import {snippetFile, type Snippet} from '../../src/data/upgradeChecklist';
import {standInFiles} from '../stand-in/generate';
import {standInFacts} from '../stand-in/pack';
import {componentFileProblems, programErrors, typeErrors, type KnownMembers} from '../support/componentUsage';
import {readFacts} from '../support/facts';
import {withRelease} from '../support/upgradeFacts';

const ROOT = join(__dirname, '..', '..');
const REACT_TEMPLATE = join(ROOT, 'examples', 'stackblitz', 'react');
const FILE: Readonly<Record<FrameworkId, string>> = {
  angular: 'src/app/snippet.component.ts',
  react: 'src/Snippet.tsx',
  vue: 'src/Snippet.vue',
};

/** What release `version` accepts on the component: inputs or props with their types, and Angular's outputs. */
function knownAt(facts: FactsFile, framework: FrameworkId, version: string): KnownMembers {
  const members = membersAt(facts, framework, version).members;
  return {
    members: new Map(
      members.filter((m) => m.kind === 'input' || m.kind === 'prop').map((m) => [m.name, m.type ?? '']),
    ),
    outputs: new Set(members.filter((m) => m.kind === 'output').map((m) => m.name)),
  };
}

/** The React stand-in's declarations for release `version`: its props, and the type names its members use then. */
function reactDeclarations(json: unknown, facts: FactsFile, version: string): Record<string, string> {
  const members = membersAt(facts, 'react', version).members;
  const base = standInFacts('react', json);
  const typeNames = [
    ...new Set([
      ...base.typeNames,
      ...members.map((m) => m.type ?? '').filter((type) => /^[A-Z]\w*$/.test(type)),
    ]),
  ];
  // The object types' keys as that release had them (a key removed later is still there).
  const names = facts.packages.react.customTypeNames as {classes: string; styles: string; aria?: string};
  const keysOf = (list: string) => members.filter((m) => m.list === list).map((m) => m.name);
  const typeKeys: Record<string, string[]> = {
    [names.classes]: keysOf('customClassKeys'),
    [names.styles]: keysOf('customStyleKeys'),
    ...(names.aria ? {[names.aria]: keysOf('ariaKeys')} : {}),
  };
  const files = standInFiles('react', {
    ...base,
    version,
    members: members.filter((m) => m.kind === 'prop').map((m) => m.name),
    typeNames,
    typeKeys,
    memberTypes: Object.fromEntries(
      members
        .filter((m) => m.kind === 'prop' && m.type !== undefined && m.type in typeKeys)
        .map((m) => [m.name, m.type!]),
    ),
  });
  return {
    'node_modules/react-autocomplete-plugin/package.json': files['package.json']!,
    'node_modules/react-autocomplete-plugin/index.d.ts': files['index.d.ts']!,
  };
}

/** Every problem of one snippet written for release `version`. */
function problemsOf(
  json: unknown,
  facts: FactsFile,
  framework: FrameworkId,
  npmName: string,
  snippet: Snippet,
  version: string,
): string[] {
  const file = snippetFile(framework, npmName, snippet);
  const problems = componentFileProblems(
    framework,
    FILE[framework],
    file,
    knownAt(facts, framework, version),
  );
  if (framework === 'angular') problems.push(...typeErrors('angular', {[FILE.angular]: file}));
  if (framework === 'react')
    problems.push(
      ...programErrors(
        REACT_TEMPLATE,
        {[FILE.react]: file, ...reactDeclarations(json, facts, version)},
        {roots: [FILE.react], extraRoots: [join(ROOT, 'examples', 'stackblitz', 'shims.d.ts')]},
      ),
    );
  return problems.map((p) => `${p}\n--- ${FILE[framework]} for ${version}:\n${file}`);
}

const sources = [
  {name: 'the facts', json: () => readFacts()},
  {
    name: 'a copy of the facts with a Vue 1.1.0 that renames and removes members',
    json: () => withRelease(readFacts()),
  },
];

for (const source of sources)
  for (const framework of frameworkIds) {
    test(`${framework}: the code before and after of every item compiles for its release (${source.name})`, () => {
      const json = source.json();
      const facts = validateFacts(json);
      const guide = upgradeGuideOf(facts, framework);
      const versions = releasesOf(facts, framework);
      const coded = guide.items.filter((item) => item.code);
      const problems = coded.flatMap((item) => {
        const previous = versions[versions.indexOf(item.release) - 1]!;
        return [
          ...problemsOf(json, facts, framework, guide.npmName, item.code!.before, previous).map(
            (p) => `${item.id} (before, ${previous}): ${p}`,
          ),
          ...problemsOf(json, facts, framework, guide.npmName, item.code!.after, item.release).map(
            (p) => `${item.id} (after, ${item.release}): ${p}`,
          ),
        ];
      });
      expect(problems, 'fix the snippets of src/data/upgrade.ts (or the facts they come from)').toEqual([]);
      // Every framework has code to check, except Vue, whose releases so far only added members.
      if (framework !== 'vue' || source.name !== 'the facts')
        expect(coded.length, `${framework}: items with code`).toBeGreaterThan(0);
    });
  }
