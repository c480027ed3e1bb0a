/**
 * A release is a data change (issue 27): builds a copy of the site whose facts
 * file has one new release per package (React with one new prop and one
 * change) and nothing else edited, then reads the built pages as a reader
 * would. The new version must be the latest everywhere (intros, API page
 * headers, announcement, home cards, footer, llms files), head the version
 * table and What's new; the new prop must be on the props page, the compare
 * page, the search index and the Markdown twin; the previous version appears
 * only as history. Vue's release fixes one noted behaviour (issue 45): every
 * page that shows the note dates it "up to" the previous release, and none says
 * it holds in the new one. React's release changes one default: the compare
 * page gives its history. Slow (one full build): the `build` project.
 */
import {test, expect} from '@playwright/test';
import {spawnSync} from 'node:child_process';
import {readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {gunzipSync} from 'node:zlib';
import {load} from 'cheerio';
import {formatDefault, type DefaultValue} from '../../src/data/api';
import {readFacts} from '../support/facts';
import {buildSite, copySite} from '../support/siteCopy';

/** The next patch version: 2.1.2 → 2.1.3. */
const nextPatch = (version: string) => version.replace(/(\d+)$/, (n) => String(Number(n) + 1));

const facts = readFacts();
const previous = {
  angular: facts.packages.angular.latestVersion as string,
  react: facts.packages.react.latestVersion as string,
  vue: facts.packages.vue.latestVersion as string,
};
const next = {
  angular: nextPatch(previous.angular),
  react: nextPatch(previous.react),
  vue: nextPatch(previous.vue),
};
const NEW_PROP = 'highlightMatches';
const CHANGE = 'Typed text is highlighted inside each row.';
/** The Vue note the new release fixes, and words every page that shows it uses. */
const FIXED_TOPIC = 'Repeated lazy loading';
const FIXED_WORDS = /pending"? flag/i;
/** The React default the new release changes. */
const CHANGED_DEFAULT = {name: 'scrollThreshold', before: 3, after: 5};
/** The Vue string default the new release changes: prose and notes state it (read from the facts). */
const VUE_DEFAULT = {name: 'viewMoreText', after: 'Show more rows'};

test.describe.configure({mode: 'serial'});

let built = '';
/** The Vue default the new release replaced (read from the facts in beforeAll). */
let vueDefaultBefore = '';
const html = (route: string) => readFileSync(join(built, `${route === '/' ? '/index' : route}.html`), 'utf8');
const file = (name: string) => readFileSync(join(built, name), 'utf8');
/** Visible text of a built page (tags and scripts dropped), for "appears only as history" checks. */
const textOf = (page: string) =>
  page
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<wbr\s*\/?>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

test.beforeAll(() => {
  const copy = copySite('new-release-site-');
  const json = readFacts();
  for (const id of ['angular', 'react', 'vue'] as const) {
    const pkg = json.packages[id];
    // RECIPES.md, "Publish a new release", step 1: the release (its peer ranges, the package's), the
    // latest version and its date, and the source it was read from (the previous release's).
    pkg.releases.push({
      version: next[id],
      date: '2026-11-20',
      changes: [CHANGE],
      peerDependencies: pkg.peerDependencies,
    });
    pkg.latestVersion = next[id];
    pkg.latestVersionDate = '2026-11-20';
    pkg.history.sources
      .find((s: {releases: string[]}) => s.releases.includes(previous[id]))
      .releases.push(next[id]);
  }
  const fixed = json.packages.vue.knownDiscrepancies.find((d: {topic: string}) => d.topic === FIXED_TOPIC);
  expect(fixed, `the facts have Vue's "${FIXED_TOPIC}" note`).toBeDefined();
  fixed.fixedIn = next.vue;
  const changed = json.packages.react.props.find((m: {name: string}) => m.name === CHANGED_DEFAULT.name);
  expect(changed.default, `React ${CHANGED_DEFAULT.name}'s default today`).toBe(CHANGED_DEFAULT.before);
  changed.default = CHANGED_DEFAULT.after;
  changed.previousDefault = {value: CHANGED_DEFAULT.before, until: next.react};
  const label = json.packages.vue.props.find((m: {name: string}) => m.name === VUE_DEFAULT.name);
  vueDefaultBefore = label.default;
  label.previousDefault = {value: label.default, until: next.vue};
  label.default = VUE_DEFAULT.after;
  json.packages.react.props.push({
    name: NEW_PROP,
    type: 'boolean',
    required: false,
    default: false,
    category: 'display',
    description: 'Marks the typed text inside each row.',
    readerWords: 'highlight bold matched typed text in rows',
    since: next.react,
  });
  writeFileSync(join(copy, 'src/data/library-facts.json'), JSON.stringify(json, null, 2));
  const result = buildSite(copy);
  expect(result.status, `the build with a new release failed:\n${result.stdout}\n${result.stderr}`).toBe(0);
  built = join(copy, 'build');
});

test.afterAll(() => {
  if (built) rmSync(join(built, '..'), {recursive: true, force: true});
});

test('the new version is the latest on every page that names it', () => {
  for (const id of ['angular', 'react', 'vue'] as const) {
    const npm = facts.packages[id].npmName as string;
    const intro = textOf(html(`/docs/${id}/introduction/intro`));
    expect(intro, `${id} intro: footer names ${npm} ${next[id]}`).toContain(`${npm} ${next[id]}`);
    expect(textOf(html(`/docs/${id}/introduction/package_info`)), `${id} package information`).toContain(
      `${npm} ${next[id]}`,
    );
    const apiPage = id === 'angular' ? '/docs/angular/api/input_props' : `/docs/${id}/api/props`;
    expect(textOf(html(apiPage)), `${id} API page header`).toMatch(new RegExp(`${npm} ${next[id]}`));
    expect(textOf(html('/')), `home card of ${id}`).toContain(`${npm} · version ${next[id]}`);
    expect(file(`llms-${id}.txt`), `llms-${id}.txt`).toContain(next[id]);
    expect(file('llms.txt'), 'llms.txt').toContain(next[id]);
  }
  expect(textOf(html('/docs/react/introduction/intro'))).toContain(`The current release is ${next.react}`);
});

test('the announcement bar announces the new release', () => {
  const bar = /announcementBarContent[^>]*>([^<]*)/.exec(html('/docs/vue/introduction/intro'))?.[1] ?? '';
  const announced = facts.announcedPackage as 'angular' | 'react' | 'vue';
  expect(bar).toContain(next[announced]);
  expect(bar).toContain(CHANGE.replace(/\.$/, ''));
});

test("the new release heads the version table and What's new, the previous one is history", () => {
  for (const id of ['angular', 'react', 'vue'] as const) {
    const versions = html(`/docs/${id}/introduction/package_versions`);
    const rows = [...versions.matchAll(/data-version="?([^"\s>]+)/g)].map((m) => m[1]);
    expect(rows[0], `${id} version table starts with the new release`).toBe(next[id]);
    expect(rows[1], `${id}: the previous release follows`).toBe(previous[id]);
  }
  for (const id of ['angular', 'react'] as const) {
    const page = html(`/docs/${id}/introduction/whats_new`);
    const latest = /data-release-notes="?latest[\s\S]*?data-release="?([^"\s>]+)/.exec(page)?.[1];
    expect(latest, `${id} What's new: latest release`).toBe(next[id]);
    expect(textOf(page)).toContain(CHANGE);
    const earlier = /data-release-notes="?earlier[\s\S]*?data-release="?([^"\s>]+)/.exec(page)?.[1];
    expect(earlier, `${id} What's new: the previous release is the first of the earlier ones`).toBe(
      previous[id],
    );
  }
  // Where a page states the current version, the previous one is gone (outside the "Your version"
  // list of the API pages, which offers every release).
  for (const route of ['/', '/docs/react/introduction/intro', '/docs/react/api/props']) {
    const page = html(route).replace(/<select[\s\S]*?<\/select>/g, '');
    expect(textOf(page), `${route} still names ${previous.react}`).not.toContain(previous.react);
  }
  expect(html('/docs/react/api/props'), 'the "Your version" list offers the previous release').toMatch(
    new RegExp(`<option value="?${previous.react.replace(/\./g, '\\.')}"?>`),
  );
});

test('the new prop is on the props page, the compare page, the search index and the Markdown twin', () => {
  const props = html('/docs/react/api/props');
  expect(props).toMatch(/id="?prop-highlight-matches/);
  expect(textOf(props)).toContain(NEW_PROP);
  expect(textOf(html('/docs/compare'))).toContain(NEW_PROP);
  expect(file('docs/react/api/props.md')).toContain(`\`${NEW_PROP}\``);
  // The search index (Pagefind): one gzipped fragment per result; the new prop is a result of its own.
  const fragments = join(built, 'pagefind', 'fragment');
  const results = readdirSync(fragments).map((name) =>
    gunzipSync(readFileSync(join(fragments, name))).toString(),
  );
  expect(results.length, 'the build writes a search index').toBeGreaterThan(0);
  expect(
    results.some((text) => text.includes('prop-highlight-matches')),
    'the new prop is a result of the search index, linking to its row',
  ).toBe(true);
  // The version table lists it with its release.
  expect(textOf(html('/docs/react/introduction/package_versions'))).toContain(`New prop ${NEW_PROP}`);
});

test('the new release is in "Your version" and the upgrade guide, with no other edit', () => {
  const $ = load(html('/docs/react/api/props'));
  const options = $('select#api-version option')
    .toArray()
    .map((o) => $(o).attr('value'));
  expect(options, '"Your version" offers the new release first').toEqual(
    expect.arrayContaining([next.react, previous.react]),
  );
  expect(options.indexOf(next.react)).toBeLessThan(options.indexOf(previous.react));
  // The lens reads the rows' data: the new prop came with the new release; the changed default has
  // its earlier value until it.
  expect($('tr#prop-highlight-matches').attr('data-since')).toBe(next.react);
  const earlier = JSON.parse(
    $(
      `tr#prop-${CHANGED_DEFAULT.name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} td[data-default]`,
    ).attr('data-earlier') ?? '[]',
  ) as {text: string; until: string}[];
  expect(earlier).toContainEqual(
    expect.objectContaining({text: String(CHANGED_DEFAULT.before), until: next.react}),
  );
  // The upgrade guide's list of every release, and its twin, carry the new release's changes.
  const guide = textOf(html('/docs/react/introduction/upgrade'));
  expect(guide).toContain(next.react);
  expect(guide).toContain(NEW_PROP);
  const twin = file('docs/react/introduction/upgrade.md');
  expect(twin).toContain(next.react);
  expect(twin).toContain(NEW_PROP);
});

/** Every built page of the docs (`/docs/...` routes) with its HTML. */
function builtDocs(dir = join(built, 'docs'), route = '/docs'): {route: string; page: string}[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    if (entry.isDirectory()) return builtDocs(join(dir, entry.name), `${route}/${entry.name}`);
    if (!entry.name.endsWith('.html')) return [];
    return [
      {
        route: `${route}/${entry.name.replace(/\.html$/, '')}`,
        page: readFileSync(join(dir, entry.name), 'utf8'),
      },
    ];
  });
}

test('a release that fixes a noted behaviour: every page that shows the note dates it up to the previous release', () => {
  const upTo = `up to ${previous.vue}`;
  /** A block that names the new release other than as the fix ("fixed in 1.0.3") says the behaviour holds in it. */
  const namesNew = (text: string) => text.replace(`fixed in ${next.vue}`, '').includes(next.vue);
  const showing: string[] = [];
  const wrong: string[] = [];
  for (const {route, page} of builtDocs()) {
    const $ = load(page);
    $('script, nav, footer').remove();
    // The smallest blocks that state the behaviour: a list item or a paragraph.
    const blocks = $('main li, main p')
      .filter((_, el) => $(el).find('li, p').length === 0)
      .map((_, el) => $(el).text().replace(/\s+/g, ' ').trim())
      .get()
      .filter((text) => FIXED_WORDS.test(text));
    if (blocks.length === 0) continue;
    showing.push(route);
    for (const block of blocks) {
      if (!block.toLowerCase().includes(upTo)) wrong.push(`${route}: "${block}" does not say "${upTo}"`);
      if (namesNew(block)) wrong.push(`${route}: "${block}" says it holds in ${next.vue}`);
    }
  }
  // The Markdown twins read the same pages, and the llms files gather the twins.
  for (const name of [...showing.map((route) => `${route.slice(1)}.md`), 'llms-vue.txt', 'llms-full.txt']) {
    for (const line of file(name).split('\n')) {
      if (!FIXED_WORDS.test(line)) continue;
      if (!line.toLowerCase().includes(upTo)) wrong.push(`${name}: "${line}" does not say "${upTo}"`);
      if (namesNew(line)) wrong.push(`${name}: "${line}" says it holds in ${next.vue}`);
    }
  }
  // No page dates a behaviour by the newest release: a note the release did not fix keeps its own date.
  for (const {route, page} of builtDocs()) {
    if (textOf(page).includes(`In version ${next.vue}`))
      wrong.push(`${route}: says "In version ${next.vue}"`);
  }
  expect(
    wrong,
    "each page that shows the fixed note (the facts' fixedIn: <HeldIn>, KnownLimitations)",
  ).toEqual([]);
  // The known-limitations list, the props page and the example page all show it.
  expect(showing).toEqual(
    expect.arrayContaining([
      '/docs/vue/introduction/other_information',
      '/docs/vue/api/props',
      '/docs/vue/api/using_module',
    ]),
  );
});

test("the compare page gives a changed default's history", () => {
  const $ = load(html('/docs/compare'));
  const cellText = (framework: string, name: string) =>
    $(`td[data-label="${framework}"]`)
      .filter((_, td) => $(td).find('a').first().text() === name)
      .first()
      .text()
      .replace(/\s+/g, ' ');
  // Changed by the new release.
  expect(cellText('React', CHANGED_DEFAULT.name)).toContain(
    `Default: ${CHANGED_DEFAULT.after} since ${next.react}; ${CHANGED_DEFAULT.before} before`,
  );
  // Changed by an earlier release, in the facts already.
  const angular = facts.packages.angular.inputs.find(
    (m: {previousDefault?: unknown}) => m.previousDefault,
  ) as {
    name: string;
    type: string;
    default: DefaultValue;
    previousDefault: {value: DefaultValue; until: string};
  };
  // As the pages write a value (a string default of a string input in quotes).
  const shown = (value: DefaultValue) => formatDefault(value, angular.type).text;
  expect(cellText('Angular', angular.name)).toContain(
    `Default: ${shown(angular.default)} since ${angular.previousDefault.until}; ${shown(angular.previousDefault.value)} before`,
  );
  expect(cellText('Angular', angular.name)).not.toContain('Since the first release');
});

test('every check the unit project runs on the real facts passes on the copy, with no other edit', () => {
  // The copy's own unit project (its tests, its facts, its build): what `npm test` would run after the
  // release. A test that names the latest release, or a data file the recipe does not mention, fails here.
  const copy = join(built, '..');
  // Some unit checks read what git tracks (a maintainer's clone): the copy's files, staged.
  for (const args of [
    ['init', '-q'],
    ['add', '-A'],
  ])
    spawnSync('git', args, {cwd: copy});
  const run = spawnSync(
    process.execPath,
    [
      join(copy, 'node_modules', '@playwright', 'test', 'cli.js'),
      'test',
      '--project=unit',
      '--reporter=line',
    ],
    {cwd: copy, encoding: 'utf8', env: {...process.env, CI: '1'}, timeout: 240_000},
  );
  // The line reporter prints each failure as it comes ("  1) [unit] › …" and its error), and ends with
  // the failed tests' titles, one a line.
  const failed = run.stdout.split('\n').filter((line) => /^\s+\[unit\] › /.test(line));
  const reports = run.stdout.split(/\n(?=\s+\d+\) \[unit\] › )/).slice(1);
  expect(
    run.status,
    `the unit project on the copy:\n${failed.join('\n')}\n${reports.map((r) => r.slice(0, 1500)).join('\n')}\n${run.stdout.slice(-1500)}${run.stderr}`,
  ).toBe(0);
});

test('a changed default: no page, Markdown twin or SKILL.md states the old one, except as history', () => {
  const before = JSON.stringify(vueDefaultBefore);
  const after = JSON.stringify(VUE_DEFAULT.after);
  /** Times `text` states the old default, in either quotes, other than as a table's history note ("…; <old> before"). */
  const stale = (text: string) =>
    [before, `'${vueDefaultBefore}'`].reduce(
      (count, quoted) => count + text.split(quoted).length - text.split(`${quoted} before`).length,
      0,
    );
  const pages = [
    '/docs/vue/api/props',
    '/docs/vue/introduction/other_information',
    '/docs/vue/introduction/package_info',
  ];
  // The compare page: the Vue cells only (another package may have the same default).
  const compare = load(html('/docs/compare'));
  const texts = [
    ...pages.map((route) => ({where: route, text: load(html(route))('main').text()})),
    {where: '/docs/compare (Vue cells)', text: compare('td[data-label="Vue 3"]').text()},
    ...['docs/vue/api/props.md', 'docs/vue/introduction/other_information.md', 'skills/vue/SKILL.md'].map(
      (name) => ({where: name, text: file(name)}),
    ),
  ];
  expect(
    texts.filter(({text}) => stale(text) > 0).map(({where}) => where),
    `pages still giving the old default ${before}`,
  ).toEqual([]);
  expect(
    texts.filter(({text}) => text.includes(after)).map(({where}) => where),
    `the new default ${after} is where the old one was`,
  ).toEqual(expect.arrayContaining(['/docs/vue/api/props', 'skills/vue/SKILL.md']));
});
