/**
 * The MCP server's answers hold together (issue 57): a member names, for every other framework,
 * either its counterpart there or that framework among those without one; a `version` argument
 * takes `latest`, and an unknown one is refused naming the argument and what it takes; search
 * answers are plain text (no HTML entities) and a query that matches nothing gets no result, said
 * plainly; `changes_between` gives the size the facts record at each end and each release, or null; no answer is longer than the server's answer limit, and a cut answer says what it left out.
 */
import {test, expect} from '@playwright/test';
import semver from 'semver';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {exampleFiles} from '../../src/data/examples';
import {frameworkIds, type FrameworkId} from '../../src/data/frameworks';
import {DEFAULT_LIMITS} from '../../mcp/src/limits';
import {readFacts} from '../support/facts';
import {useMcpServer} from '../support/mcpServer';

const {call, callJson} = useMcpServer('answers-tests');

interface Listed {
  name: string;
  kind: string;
  removedIn?: string;
}
interface Answered {
  framework: FrameworkId;
  name: string;
  counterparts: {framework: FrameworkId; name: string; url: string}[];
  missingIn: FrameworkId[];
}

const releasesOf = (framework: FrameworkId): string[] =>
  (readFacts().packages[framework].releases as {version: string}[]).map((r) => r.version);
const latestOf = (framework: FrameworkId): string => readFacts().packages[framework].latestVersion;

/** What is wrong with a member's links to the other frameworks: each one a counterpart or missing, never neither nor both. */
function linkProblems(member: Answered, where: string): string[] {
  return frameworkIds
    .filter((other) => other !== member.framework)
    .flatMap((other) => {
      const has = member.counterparts.some((c) => c.framework === other);
      const missing = member.missingIn.includes(other);
      if (has && missing) return [`${where}: ${other} is a counterpart and in missingIn`];
      if (!has && !missing) return [`${where}: ${other} is neither a counterpart nor in missingIn`];
      return [];
    });
}

for (const framework of frameworkIds) {
  test(`${framework}: every member names each other framework once, as a counterpart or in missingIn`, async () => {
    const problems: string[] = [];
    const members: Listed[] = await callJson('list_members', {framework});
    for (const {name, kind} of members) {
      const member: Answered = await callJson('get_member', {framework, name, kind});
      problems.push(...linkProblems(member, `${name} (${kind})`));
      for (const c of member.counterparts) expect(c.url, `${name}: ${c.framework}`).toMatch(/^https?:\/\//);
    }
    // At a release, the members a later release removed as well.
    for (const version of releasesOf(framework)) {
      const then: Listed[] = await callJson('list_members', {framework, version});
      for (const {name, kind} of then.filter((m) => m.removedIn)) {
        const member: Answered = await callJson('get_member', {framework, name, kind, version});
        problems.push(...linkProblems(member, `${name} (${kind}) at ${version}`));
      }
    }
    expect(problems).toEqual([]);
  });
}

test('a keyboard key has its counterparts: the same key in the other frameworks', async () => {
  const facts = readFacts();
  for (const framework of frameworkIds) {
    const key: string = facts.packages[framework].keyboard[0].key;
    const member: Answered = await callJson('get_member', {framework, name: key});
    const others = frameworkIds.filter((other) => other !== framework);
    const expected = others.filter((other) =>
      (facts.packages[other].keyboard as {key: string}[]).some((k) => k.key === key),
    );
    expect(
      member.counterparts.map((c) => `${c.framework}:${c.name}`),
      `${framework} ${key}`,
    ).toEqual(expected.map((other) => `${other}:${key}`));
    expect(member.missingIn).toEqual(others.filter((other) => !expected.includes(other)));
  }
});

test('version "latest" means the latest release of the facts, for every tool that takes a version', async () => {
  for (const framework of frameworkIds) {
    const latest = latestOf(framework);
    const previous = releasesOf(framework)
      .filter((v) => semver.lt(v, latest))
      .sort(semver.rcompare)[0]!;
    const member = readFacts().packages[framework][framework === 'angular' ? 'inputs' : 'props'][0].name;
    const example = readFileSync(
      join(__dirname, '..', '..', exampleFiles.find((e) => e.framework === framework)!.file),
      'utf8',
    );
    const pairs: [string, Record<string, unknown>, Record<string, unknown>][] = [
      ['list_members', {framework, version: 'latest'}, {framework, version: latest}],
      [
        'get_member',
        {framework, name: member, version: 'latest'},
        {framework, name: member, version: latest},
      ],
      [
        'get_example',
        {framework, id: 'object-data', version: 'latest'},
        {framework, id: 'object-data', version: latest},
      ],
      ['generate_code', {framework, version: 'latest'}, {framework, version: latest}],
      [
        'check_usage',
        {framework, code: example, version: 'latest'},
        {framework, code: example, version: latest},
      ],
      [
        'changes_between',
        {framework, from_version: previous, to_version: 'latest'},
        {framework, from_version: previous, to_version: latest},
      ],
    ];
    for (const [tool, withLatest, withNumber] of pairs) {
      const what = `${tool} ${JSON.stringify(withLatest)}`;
      expect(await callJson(tool, withLatest), what).toEqual(await callJson(tool, withNumber));
    }
  }
});

test('changes_between gives the size the facts record at each end and at each release in between, or null', async () => {
  for (const framework of frameworkIds) {
    const releases = readFacts().packages[framework].releases as {version: string; size?: unknown}[];
    const ordered = releases.map((r) => r.version).sort(semver.compare);
    const sizeOf = (version: string) => releases.find((r) => r.version === version)!.size ?? null;
    const [from, to] = [ordered[0]!, ordered.at(-1)!];
    const answer = await callJson('changes_between', {framework, from_version: from, to_version: to});
    expect(answer.size.from, `${framework} ${from}`).toEqual(sizeOf(from));
    expect(answer.size.to, `${framework} ${to}`).toEqual(sizeOf(to));
    expect(answer.size.about).toContain('null: not measured');
    for (const release of answer.releases as {version: string; size: unknown}[])
      expect(release.size, `${framework} ${release.version}`).toEqual(sizeOf(release.version));
  }
  // Some release in the facts is measured, so the answers above are not all null.
  expect(
    frameworkIds.some((id) => readFacts().packages[id].releases.some((r: {size?: unknown}) => r.size)),
  ).toBe(true);
});

test('an unknown version is refused, naming the argument, "latest" and the releases', async () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['list_members', {framework: 'react', version: '9.9.9'}, 'version'],
    ['get_member', {framework: 'vue', name: 'disabled', version: 'newest'}, 'version'],
    ['get_example', {framework: 'angular', id: 'object-data', version: '0.0.1'}, 'version'],
    ['generate_code', {framework: 'react', version: 'v2'}, 'version'],
    ['changes_between', {framework: 'react', from_version: 'oldest', to_version: 'latest'}, 'from_version'],
    ['check_usage', {framework: 'vue', code: '<Autocomplete />', version: '0.9'}, 'version'],
  ];
  for (const [tool, args, argument] of cases) {
    const answer = await call(tool, args);
    const what = `${tool} ${JSON.stringify(args)}: ${answer.text}`;
    expect(answer.isError, what).toBe(true);
    expect(answer.text, what).toMatch(new RegExp(`^${argument}: `));
    expect(answer.text, what).toContain('"latest"');
    const framework = args.framework as FrameworkId;
    for (const release of releasesOf(framework)) expect(answer.text, what).toContain(release);
  }
});

/** Every string of a JSON answer, at any depth. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value === null || typeof value !== 'object') return [];
  return Object.values(value).flatMap(stringsOf);
}

const ENTITY = /&(?:[a-z][a-z0-9]*|#\d+|#x[0-9a-f]+);/i;

test('search answers are plain text: no HTML entities, the characters themselves', async () => {
  // Members whose row names an element (`<li>`) or holds a quote: their excerpts once read `&lt;li&gt;`.
  const facts = readFacts();
  const withMarkup = frameworkIds.flatMap((framework) =>
    (facts.packages[framework].customClassKeys as {name: string; appliesTo: string}[])
      .filter((k) => /[<>&"]/.test(k.appliesTo))
      .map((k) => ({framework, name: k.name, appliesTo: k.appliesTo})),
  );
  expect(withMarkup.length, 'a class key of the facts applies to an element named in <…>').toBeGreaterThan(0);
  for (const {framework, name} of withMarkup) {
    const results: {title: string; excerpt: string}[] = await callJson('search_docs', {
      query: name,
      framework,
    });
    const strings = stringsOf(results);
    expect(
      strings.filter((s) => ENTITY.test(s)),
      `search_docs ${name}`,
    ).toEqual([]);
    const own = results.find((r) => r.title === name);
    expect(own?.excerpt, `search_docs ${name}: its own result`).toMatch(/</);
  }
  // Page results quoting code (templates, JSX) as well.
  for (const query of ['template selected value', 'install import module']) {
    const results = await callJson('search_docs', {query});
    expect(
      stringsOf(results).filter((s) => ENTITY.test(s)),
      `search_docs ${query}`,
    ).toEqual([]);
  }
});

test('a query that matches nothing gets no result, and the answer says so', async () => {
  for (const args of [{query: 'xyzzy plugh'}, {query: 'xyzzy plugh', framework: 'react'}, {query: 'plugh'}]) {
    const answer = await callJson('search_docs', args);
    expect(answer.results, JSON.stringify(args)).toEqual([]);
    expect(answer.message, JSON.stringify(args)).toMatch(/^No page or member of the documentation matches/);
  }
  // A query that matches still gets its results.
  const found = await callJson('search_docs', {query: 'disabled', framework: 'react'});
  expect(Array.isArray(found) && found.length > 0, JSON.stringify(found).slice(0, 200)).toBe(true);
});

test('no answer is longer than the answer limit; a cut answer is JSON that says what it left out', async () => {
  const limit = DEFAULT_LIMITS.answer;
  // A component file of 20,000 characters (the input limit of `code`) of usages to translate.
  const tag =
    '<Autocomplete dropdownData={items} placeHolder="Pick" disabled={false} showClearOption ' +
    'onSelect={(value) => setValue(value)} />\n';
  const code = tag.repeat(Math.floor(DEFAULT_LIMITS.characters.code! / tag.length));
  for (const to of ['angular', 'vue']) {
    const answer = await call('translate', {from_framework: 'react', to_framework: to, code});
    expect(answer.isError, answer.text.slice(0, 300)).toBe(false);
    expect(answer.text.length, `translate to ${to}`).toBeLessThanOrEqual(limit);
    const json = JSON.parse(answer.text);
    expect(json.cut?.note, `translate to ${to}: the answer says it was cut`).toMatch(
      /^Over the server's limit of [\d,]+ characters for one answer: .*Ask for less/,
    );
    const leftOut: {path: string; kept: number; of: number; unit: string}[] = json.cut.leftOut;
    expect(leftOut.length, `translate to ${to}: what was cut`).toBeGreaterThan(0);
    // Each part it names as cut is there, with what it says it kept.
    for (const part of leftOut) {
      const value = part.path.split('.').reduce((at, key) => at[key], json);
      expect(part.kept, part.path).toBeLessThan(part.of);
      if (part.unit === 'items') expect(value, part.path).toHaveLength(part.kept);
      else expect(value.length, part.path).toBeLessThan(part.of);
    }
  }
  // The usual answers are whole.
  for (const framework of frameworkIds) {
    const answer = await call('list_members', {framework});
    expect(answer.text.length).toBeLessThanOrEqual(limit);
    expect(JSON.parse(answer.text)).toBeInstanceOf(Array);
  }
});

test("a member result's default reads apart from the note of the release that changed it", async () => {
  const facts = readFacts();
  const changed = frameworkIds.flatMap((framework) =>
    (
      facts.packages[framework][framework === 'angular' ? 'inputs' : 'props'] as {
        name: string;
        previousDefault?: {until: string};
      }[]
    )
      .filter((m) => m.previousDefault)
      .map((m) => ({framework, name: m.name, until: m.previousDefault!.until})),
  );
  expect(changed.length).toBeGreaterThan(0);
  for (const {framework, name, until} of changed) {
    const results: {title: string; member?: {default?: string}}[] = await callJson('search_docs', {
      query: name,
      framework,
    });
    const own = results.find((r) => r.title === name && r.member);
    expect(own?.member?.default, `${framework} ${name}`).toMatch(
      new RegExp(`\\S since ${until.replace(/\./g, '\\.')};`),
    );
  }
});
