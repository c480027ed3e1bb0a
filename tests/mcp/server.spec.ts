/**
 * The MCP server (mcp/), as an assistant meets it: started over stdio by the
 * SDK's own client from `mcp/dist` (written by `npm run mcp:build` from the
 * last site build), every tool called with good and bad input, and its answers
 * held to what the built site shows: the API rows of every member, the
 * builder's file for the same configuration, the site's own examples
 * translated there and back, the release facts.
 */
import {test, expect} from '@playwright/test';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {load} from 'cheerio';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import semver from 'semver';
import {frameworkIds, getFramework, type FrameworkId} from '../../src/data/frameworks';
import {exampleFiles} from '../../src/data/examples';
import {EMPTY_CELL} from '../../src/data/apiBasics';
import {readBuiltHtml} from '../support/site';
import {clientSetups, MCP_TARBALL_PATH} from '../../src/data/assistants';
import {readFacts} from '../support/facts';
import {gotoHydrated} from '../support/journey';
import {KIND_OF_ANCHOR, useMcpServer} from '../support/mcpServer';

const SITE_DIR = join(__dirname, '..', '..');
/** The site's address the server writes in its links (mcp/dist/data/site.json, from the build's sitemap). */
const SITE_URL = (
  JSON.parse(readFileSync(join(SITE_DIR, 'mcp', 'dist', 'data', 'site.json'), 'utf8')) as {siteUrl: string}
).siteUrl;

const server = useMcpServer('site-tests');
const {call, callJson} = server;

/** The site path of an absolute URL the server gives. */
const pathOf = (url: string) => (url.startsWith(SITE_URL) ? `/${url.slice(SITE_URL.length)}` : url);

test('the server lists its tools, each with a description and a JSON schema of its arguments', async () => {
  const {tools} = await server.client().listTools();
  expect(tools.map((t) => t.name).sort()).toEqual(
    [
      'changes_between',
      'check_usage',
      'generate_code',
      'get_example',
      'get_member',
      'list_examples',
      'list_members',
      'search_docs',
      'translate',
    ].sort(),
  );
  for (const tool of tools) {
    expect(tool.description?.length ?? 0, tool.name).toBeGreaterThan(40);
    expect(tool.inputSchema.type, tool.name).toBe('object');
  }
});

/** The rows of a built API page: anchor, name, type and default as a reader sees them. */
function builtRows(path: string) {
  const $ = load(readBuiltHtml(path));
  return $('tr[id]')
    .toArray()
    .map((row) => ({
      id: $(row).attr('id')!,
      name: $(row).find('th code, th kbd').first().text(),
      type: $(row).find('td[data-label="Type"]').text() || undefined,
      // The cell's value, without the note a changed default carries ("since 1.0.1; … before").
      default:
        $(row).find('td[data-default]').clone().find('[class^="note_"]').remove().end().text() || undefined,
      defaultNote: $(row).find('td[data-default] [class^="note_"]').text() || undefined,
    }));
}

for (const framework of frameworkIds) {
  test(`get_member agrees with every API row of the ${framework} pages, and list_members lists exactly those rows`, async () => {
    const members: {name: string; kind: string}[] = await callJson('list_members', {framework});
    const pages = [
      ...(framework === 'angular' ? ['api/input_props', 'api/output_props'] : ['api/props']),
      'api/class_style',
      'api/aria',
    ].map((page) => `/docs/${framework}/${page}`);
    const rows = pages.flatMap((page) => builtRows(page).map((row) => ({...row, page})));
    const rowsWithMembers = rows.filter((row) => !/^(option|slot)-/.test(row.id));
    expect(members.length).toBe(rowsWithMembers.length);
    for (const row of rowsWithMembers) {
      const kind = KIND_OF_ANCHOR[row.id.split('-')[0]!];
      const member = await callJson('get_member', {framework, name: row.name, kind});
      expect(pathOf(member.url), row.name).toBe(`${row.page}#${row.id}`);
      if (row.type) expect(member.type, `${row.name} type`).toBe(row.type);
      // The default the page shows is the server's, exactly; a row without one has none from the server.
      // An empty cell (EMPTY_CELL) is a row without a default: the server gives none either.
      if (row.default)
        expect(member.default, `${row.name} default`).toBe(
          row.default === EMPTY_CELL ? undefined : row.default,
        );
      // A changed default's note is the server's last earlier default, release and value.
      if (row.defaultNote) {
        const last = member.earlierDefaults?.at(-1);
        expect(`since ${last?.until}; ${last?.value} before`, `${row.name} earlier default`).toBe(
          row.defaultNote,
        );
      }
    }
  });
}

test('get_member names the counterparts and answers for a release', async () => {
  const placeHolder = await callJson('get_member', {framework: 'react', name: 'placeHolder'});
  expect(
    placeHolder.counterparts.map((c: {framework: string; name: string}) => `${c.framework}:${c.name}`),
  ).toContain('angular:placeholder');
  const facts = readFacts();
  // Every member has a since; the first one a release after the package's first added.
  const first = semver.sort(facts.packages.react.releases.map((r: {version: string}) => r.version))[0];
  const added = (facts.packages.react.props as {name: string; since: string}[]).find(
    (p) => p.since !== first,
  )!;
  const before = facts.packages.react.releases
    .map((r: {version: string}) => r.version)
    .filter((v: string) => semver.lt(v, added.since!))
    .sort(semver.rcompare)[0];
  const then = await callJson('get_member', {framework: 'react', name: added.name, version: before});
  expect(then.existed).toBe(false);
  const now = await callJson('get_member', {framework: 'react', name: added.name, version: added.since});
  expect(now.existed).toBe(true);
});

test('bad arguments are answered with an error naming the argument, and the server keeps answering', async () => {
  const cases: [string, Record<string, unknown>, RegExp][] = [
    ['get_member', {framework: 'svelte', name: 'disabled'}, /framework/],
    [
      'get_member',
      {framework: 'react', name: 'placeholdr'},
      /name: "placeholdr".*Did you mean "placeHolder"/,
    ],
    [
      'get_member',
      {framework: 'react', name: 'placeHolder', version: '9.9.9'},
      /version: "9.9.9" is no release/,
    ],
    ['list_members', {framework: 'vue', category: 'outputz'}, /category: "outputz"/],
    ['get_example', {framework: 'vue', id: 'basik'}, /id: "basik".*Did you mean "basic"/],
    [
      'generate_code',
      {framework: 'react', options: {values: {placeholdr: 'x'}}},
      /options\.values: "placeholdr"/,
    ],
    [
      'generate_code',
      {framework: 'react', options: {scenarios: {data: 'words'}}},
      /options\.scenarios\.data: "words"/,
    ],
    [
      'translate',
      {from_framework: 'react', to_framework: 'vue', code: 'const x = 1;'},
      /code: no <Autocomplete> tag/,
    ],
    ['changes_between', {framework: 'react', from_version: '2.1.2', to_version: '2.0.0'}, /to_version/],
    ['search_docs', {query: '  '}, /query: empty/],
  ];
  for (const [tool, args, message] of cases) {
    const answer = await call(tool, args);
    expect(answer.isError, `${tool} ${JSON.stringify(args)}`).toBe(true);
    expect(answer.text).toMatch(message);
  }
  expect((await call('list_examples', {framework: 'react'})).isError).toBe(false);
});

test('list_examples and get_example give the example files as the site shows them', async () => {
  for (const framework of frameworkIds) {
    const listed: {id: string; file: string}[] = await callJson('list_examples', {framework});
    expect(listed.map((e) => e.file)).toEqual(
      exampleFiles.filter((e) => e.framework === framework).map((e) => e.file),
    );
    const first = await callJson('get_example', {framework, id: listed[0]!.id});
    expect(first.code).toBe(readFileSync(join(SITE_DIR, listed[0]!.file), 'utf8'));
  }
});

test('search_docs finds API rows and pages, the asked framework first', async () => {
  const results: {url: string; member?: {kind: string}}[] = await callJson('search_docs', {
    query: 'showClearOption',
    framework: 'vue',
  });
  expect(results.length).toBeGreaterThan(0);
  expect(pathOf(results[0]!.url)).toMatch(/^\/docs\/vue\//);
  expect(results.some((r) => r.member)).toBe(true);
});

test('changes_between React 2.0.0 and 2.1.2 lists the members whose since falls in that range', async () => {
  const facts = readFacts();
  const inRange = (v?: string) => v !== undefined && semver.gt(v, '2.0.0') && semver.lte(v, '2.1.2');
  const react = facts.packages.react;
  const expected = [...react.props, ...react.customClassKeys, ...react.customStyleKeys, ...react.ariaKeys]
    .filter((m: {since?: string}) => inRange(m.since))
    .map((m: {name: string}) => m.name);
  expected.push(
    ...react.keyboard.filter((k: {since?: string}) => inRange(k.since)).map((k: {key: string}) => k.key),
  );
  const changes = await callJson('changes_between', {
    framework: 'react',
    from_version: '2.0.0',
    to_version: '2.1.2',
  });
  expect(changes.added.map((m: {name: string}) => m.name).sort()).toEqual([...new Set(expected)].sort());
  expect(changes.releases.map((r: {version: string}) => r.version)).toEqual(
    react.releases
      .map((r: {version: string}) => r.version)
      .filter(inRange)
      .sort(semver.rcompare),
  );
});

/** The component's attribute names in a usage, as the translate tool reads them. */
async function bindingNames(from: FrameworkId, to: FrameworkId, code: string): Promise<string[]> {
  const translation = await callJson('translate', {from_framework: from, to_framework: to, code});
  return translation.mapped.map((m: {to: string}) => m.to).sort();
}

test('translate round-trips the site examples (React to Vue to React, Angular to React to Angular) and names what has no counterpart', async () => {
  const pairs: [FrameworkId, FrameworkId][] = [
    ['react', 'vue'],
    ['vue', 'angular'],
    ['angular', 'react'],
  ];
  let roundTrips = 0;
  for (const [from, to] of pairs) {
    for (const example of exampleFiles.filter((e) => e.framework === from)) {
      const code = readFileSync(join(SITE_DIR, example.file), 'utf8');
      const there = await callJson('translate', {from_framework: from, to_framework: to, code});
      if (there.withoutCounterpart.length > 0) continue; // a one-way member: checked below
      const names = there.mapped.map((m: {from: string}) => m.from).sort();
      const back = await bindingNames(to, from, there.code);
      expect(back, `${example.file} → ${to} → ${from}`).toEqual(names);
      roundTrips += 1;
    }
  }
  // Most examples use only members every framework has: a test that round-tripped none proves nothing.
  expect(roundTrips, 'examples translated there and back').toBeGreaterThanOrEqual(
    Math.ceil(exampleFiles.length / 2),
  );
  const vueOnly = await callJson('translate', {
    from_framework: 'vue',
    to_framework: 'react',
    code: '<Autocomplete :dropdownData="people" objectProperty="name" :additionalData="extra" />',
  });
  expect(vueOnly.withoutCounterpart.map((m: {name: string}) => m.name)).toEqual(['additionalData']);
  expect(vueOnly.code).toContain('dropdownData={people}');
});

test('every docs page is a resource holding its Markdown twin', async () => {
  const {resources} = await server.client().listResources();
  const uris = resources.map((r) => r.uri);
  expect(uris).toContain('docs://react/api/props');
  expect(uris).toContain('docs://compare');
  const read = await server.client().readResource({uri: 'docs://vue/api/aria'});
  const text = (read.contents[0] as {text: string}).text;
  expect(text).toBe(readFileSync(join(SITE_DIR, 'build', 'docs', 'vue', 'api', 'aria.md'), 'utf8'));
});

test('generate_code gives, byte for byte, the file the builder page shows for the same configuration', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const configurations: [FrameworkId, Record<string, unknown>][] = [
    ['react', {}],
    ['vue', {scenarios: {data: 'objects', disabled: 'property'}, values: {placeHolder: 'Find a colleague'}}],
    ['angular', {scenarios: {lazy: 'api'}, events: []}],
  ];
  for (const [framework, options] of configurations) {
    const generated = await callJson('generate_code', {framework, options});
    await gotoHydrated(page, pathOf(generated.builderUrl));
    const region = page.getByRole('region', {name: `Build your ${getFramework(framework).label} file`});
    await expect(region.getByRole('radio', {name: /^Strings/})).toBeEnabled();
    await region.getByRole('button', {name: `Copy ${generated.fileName}`}).click();
    await expect(region.getByRole('status')).toContainText('Copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied, `${framework} ${JSON.stringify(options)}`).toBe(generated.code);
  }
});

/** The client configurations a built "Use with AI assistants" page shows: each code block's title and text. */
function shownConfigurations(path: string): {title: string; text: string}[] {
  const $ = load(readBuiltHtml(path));
  return $('div[class*="codeBlockContainer"]')
    .toArray()
    .map((block) => ({
      title: $(block).find('[class*="codeBlockTitle"]').text(),
      text: $(block).find('pre code').text(),
    }))
    .filter((block) => clientSetups.some((setup) => block.title.startsWith(`${setup.client}:`)));
}

test('each client configuration the "Use with AI assistants" page shows starts the server, installed from the site', async ({
  baseURL,
}) => {
  test.setTimeout(300_000);
  const shown = shownConfigurations('/docs/react/introduction/ai_assistants');
  expect(shown.map((block) => block.title.split(':')[0])).toEqual(clientSetups.map((setup) => setup.client));
  // npx with a fresh cache: the package from the site, its dependencies from the npm registry.
  const work = mkdtempSync(join(tmpdir(), 'mcp-npx-'));
  try {
    for (const {title, text} of shown) {
      let command: string;
      let args: string[];
      if (title.startsWith('Claude Code:')) {
        const words = text.trim().split(' -- ')[1]!.split(/\s+/);
        command = words[0]!;
        args = words.slice(1);
      } else {
        const config = JSON.parse(text) as Record<string, Record<string, {command: string; args: string[]}>>;
        const entry = Object.values(config.mcpServers ?? config.servers ?? {})[0]!;
        ({command, args} = entry);
      }
      // The package is under the site's address, which the local server stands in for.
      const tarball = args.find((arg) => arg.endsWith('.tgz'));
      expect(tarball, title).toBe(`${SITE_URL}${MCP_TARBALL_PATH}`);
      const local = args.map((arg) => (arg === tarball ? new URL(new URL(arg).pathname, baseURL).href : arg));
      const other = new Client({name: title, version: '1.0.0'});
      await other.connect(
        new StdioClientTransport({
          command,
          args: local,
          cwd: work,
          env: {...(process.env as Record<string, string>), npm_config_cache: join(work, 'cache')},
          stderr: 'pipe',
        }),
      );
      const {tools} = await other.listTools();
      expect(tools.length, title).toBeGreaterThan(0);
      const answer = (await other.callTool({name: 'list_examples', arguments: {framework: 'react'}})) as {
        isError?: boolean;
      };
      expect(answer.isError, title).toBeFalsy();
      await other.close();
    }
  } finally {
    rmSync(work, {recursive: true, force: true});
  }
});

test('each package instructions file is a resource, the same file the site serves', async () => {
  for (const framework of frameworkIds) {
    const {contents} = await server.client().readResource({uri: `skill://${framework}`});
    const served = readFileSync(join(SITE_DIR, 'build', 'skills', framework, 'SKILL.md'), 'utf8');
    expect((contents[0] as {text: string}).text, `skill://${framework}`).toBe(served);
  }
});

test('the prompts hand over the instructions file and, for an upgrade, what changed in the range', async () => {
  const {prompts} = await server.client().listPrompts();
  expect(prompts.map((p) => p.name).sort()).toEqual(['add_autocomplete', 'upgrade']);

  const add = await server.client().getPrompt({
    name: 'add_autocomplete',
    arguments: {framework: 'vue', need: 'pick a fruit'},
  });
  const [skill, ask] = add.messages as {
    content: {type: string; text?: string; resource?: {uri: string; text: string}};
  }[];
  expect(skill!.content.resource?.uri).toBe('skill://vue');
  expect(skill!.content.resource?.text).toContain('name: vue-autocomplete-plugin');
  expect(ask!.content.text).toContain('pick a fruit');

  const facts = readFacts<{
    packages: Record<FrameworkId, {latestVersion: string; props?: {name: string; since?: string}[]}>;
  }>();
  const react = facts.packages.react;
  const upgrade = await server.client().getPrompt({
    name: 'upgrade',
    arguments: {framework: 'react', from_version: '2.0.0'},
  });
  const text = (upgrade.messages[1]!.content as {text: string}).text;
  expect(text, 'to the latest release when to_version is left out').toContain(`to ${react.latestVersion}`);
  const changes = JSON.parse(/\n\n(\{[\s\S]*\})\n\n/.exec(text)![1]!) as {added: {name: string}[]};
  const addedAfter = react.props!.filter((p) => p.since && semver.gt(p.since, '2.0.0')).map((p) => p.name);
  expect(addedAfter.length).toBeGreaterThan(0);
  expect(changes.added.map((a) => a.name).sort()).toEqual(expect.arrayContaining(addedAfter.sort()));

  await expect(
    server.client().getPrompt({name: 'upgrade', arguments: {framework: 'svelte', from_version: '2.0.0'}}),
  ).rejects.toThrow(`framework: "svelte" is not one of ${frameworkIds.join(', ')}`);
  await expect(
    server.client().getPrompt({name: 'upgrade', arguments: {framework: 'react', from_version: '9.9.9'}}),
  ).rejects.toThrow(/from_version: "9.9.9" is no release of react-autocomplete-plugin/);
});

test('generate_code says when a scenario choice is not applied (disabling by property with strings)', async () => {
  const generated = await callJson('generate_code', {
    framework: 'react',
    options: {scenarios: {data: 'strings', disabled: 'property'}},
  });
  expect(generated.code).not.toContain('disableProperty');
  expect(generated.notes.join('\n')).toMatch(/disabled: "property" not applied, it needs data "objects"/);
});

test('get_example and generate_code with a version say what the file needs of a later release', async () => {
  const facts = readFacts<{
    packages: {react: {latestVersion: string; props: {name: string; since?: string}[]}};
  }>();
  const {props, latestVersion} = facts.packages.react;
  const example = readFileSync(join(SITE_DIR, 'examples', 'react', 'lazy-view-more.tsx'), 'utf8');
  // The props the file binds (`name=`) that 2.0.0 did not have, read from the facts and the file.
  const later = props
    .filter((p) => p.since && semver.gt(p.since, '2.0.0') && new RegExp(`\\s${p.name}=`).test(example))
    .map((p) => ({name: p.name, since: p.since}));
  expect(later.length, 'the example binds a View More prop').toBeGreaterThan(0);

  const old = await callJson('get_example', {framework: 'react', id: 'lazy-view-more', version: '2.0.0'});
  expect(old.inVersion).toEqual({version: '2.0.0', works: false, needsLater: expect.arrayContaining(later)});
  expect(old.inVersion.needsLater).toHaveLength(later.length);
  const latest = await callJson('get_example', {
    framework: 'react',
    id: 'lazy-view-more',
    version: latestVersion,
  });
  expect(latest.inVersion).toEqual({version: latestVersion, works: true, needsLater: []});
  expect((await callJson('get_example', {framework: 'react', id: 'basic'})).inVersion).toBeUndefined();

  const generated = await callJson('generate_code', {
    framework: 'react',
    options: {scenarios: {lazy: 'api'}, values: {viewMoreText: 'Load more rows'}},
    version: '2.0.0',
  });
  expect(generated.inVersion.works).toBe(false);
  expect(generated.inVersion.needsLater.map((n: {name: string}) => n.name)).toContain('viewMoreText');

  const bad = await call('generate_code', {framework: 'react', version: '7.7.7'});
  expect(bad.isError).toBe(true);
  expect(bad.text).toMatch(/^version: "7.7.7" is no release of react-autocomplete-plugin/);
});

test('search_docs answers a question that names a list ("inputs of the angular component") with that page first', async () => {
  const results = await callJson('search_docs', {
    query: 'inputs of the angular component',
    framework: 'angular',
  });
  expect(pathOf(results[0].url)).toBe('/docs/angular/api/input_props');
  const outputs = await callJson('search_docs', {query: 'which outputs are there', framework: 'angular'});
  expect(pathOf(outputs[0].url)).toBe('/docs/angular/api/output_props');
});

test('changes_between answers from the release history: removals, changed defaults and peer ranges', async () => {
  const facts = readFacts();
  const react = facts.packages.react;
  const removed: {name: string; removed: string}[] = react.history.removedMembers;
  const first = react.releases.map((r: {version: string}) => r.version).sort(semver.compare)[0];
  const changes = await callJson('changes_between', {
    framework: 'react',
    from_version: first,
    to_version: react.latestVersion,
  });
  expect(removed.length, 'the facts record a removal').toBeGreaterThan(0);
  expect(changes.removed.map((r: {name: string}) => r.name).sort()).toEqual(
    removed
      .filter((r) => !('renamedTo' in r))
      .map((r) => r.name)
      .sort(),
  );
  const withOldDefault = react.props.filter((p: {previousDefault?: unknown}) => p.previousDefault);
  for (const prop of withOldDefault)
    expect(changes.defaultsChanged, prop.name).toContainEqual({
      name: prop.name,
      before: prop.previousDefault.value,
      after: prop.default,
      since: prop.previousDefault.until,
    });
  expect(changes.peerDependencies.length, 'React 0.0.5 dropped React 19 from its peer range').toBeGreaterThan(
    0,
  );
  expect(changes.changes.length).toBeGreaterThanOrEqual(
    changes.added.length + changes.removed.length + changes.defaultsChanged.length,
  );
});

test('translate leaves out a class key the target package does not have, and names it', async () => {
  const facts = readFacts();
  const angularKeys: string[] = facts.packages.angular.customClassKeys.map((k: {name: string}) => k.name);
  expect(angularKeys, 'the key the usage gets wrong is no Angular class key').not.toContain('inputClass');
  const key = angularKeys[0]!;
  const answer = await callJson('translate', {
    from_framework: 'react',
    to_framework: 'angular',
    code: `<Autocomplete dropdownData={fruits} customClass={{inputClass: "form-control", ${key}: "wide"}} />`,
  });
  expect(answer.code).toContain(`[customClass]="{${key}: 'wide'}"`);
  expect(answer.code).not.toContain('inputClass');
  expect(answer.withoutCounterpart.map((m: {name: string}) => m.name)).toContain('customClass.inputClass');
});
