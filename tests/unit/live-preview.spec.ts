/**
 * The live preview's data (issue 40): the frame's import map pins what the
 * StackBlitz projects pin and the documented versions, on the one CDN, with
 * one copy of each runtime (Angular's too); every example of every framework
 * is compiled into the module the frame runs, its imports left to the map
 * (Angular's decorators kept, its own bootstrap cut out), and only those
 * modules are served to the frame's opaque origin; the built frame page is out
 * of the sitemap and not indexed; the screen reader transcript's messages and words.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test, expect} from '@playwright/test';
import {
  frameMessageOf,
  MAX_PHRASE_LENGTH,
  MAX_PHRASES,
  previewFrameUrl,
  TRANSCRIPT_KEYS,
} from '../../src/components/LivePreview/messages';
import {
  MAX_TRANSCRIPT_ENTRIES,
  silenceText,
  withEntry,
} from '../../src/components/LivePreview/transcriptWords';
import {tooling} from '../../src/lib/stackblitz/tooling';
import {exampleFiles} from '../../src/data/examples';
import {
  CDN_BASE,
  exampleModuleName,
  PREVIEW_EXAMPLES_PATH,
  PREVIEW_PATH,
  SCREEN_READER,
} from '../../src/plugins/live-preview/cdn.cjs';
import {compileExample, importsOf, withoutBootstrap} from '../../src/plugins/live-preview/compileExample';
import {headersFor, parseHeadersFile} from '../../src/plugins/security-headers/headers-file.cjs';
import {previewImportMap, previewPackages, type PreviewFacts} from '../../src/plugins/live-preview/page';
import {readFacts} from '../support/facts';
import {BUILD_DIR, sitemapPaths} from '../support/site';

const ROOT = join(__dirname, '..', '..');

test('the import map: the packages at their documented versions, the peers as the projects pin them, one CDN', () => {
  const facts = readFacts<PreviewFacts>();
  const {imports} = previewImportMap(facts);
  for (const url of Object.values(imports)) expect(url.startsWith(`${CDN_BASE}/`), url).toBe(true);
  expect(imports.react).toBe(`${CDN_BASE}/react@${tooling.react.peers.react}`);
  expect(imports['react-dom/client']).toContain(`/react-dom@${tooling.react.peers['react-dom']}/`);
  expect(imports.vue).toBe(`${CDN_BASE}/vue@${tooling.vue.peers.vue}`);
  for (const framework of ['react', 'vue'] as const) {
    const pkg = facts.packages[framework];
    // The peers left to the map (esm.sh's ?external=), so each runtime loads once.
    expect(imports[pkg.npmName]).toBe(
      `${CDN_BASE}/${pkg.npmName}@${pkg.latestVersion}?external=${Object.keys(pkg.peerDependencies).sort().join(',')}`,
    );
  }
});

test('Angular: the compiler first, then core, the browser platform and the package, each runtime module once', () => {
  const facts = readFacts<PreviewFacts>();
  const {imports} = previewImportMap(facts);
  const pkg = facts.packages.angular;
  const angular = tooling.angular;
  const pinned: Record<string, string> = {...angular.peers, ...angular.dependencies};
  const runtime = Object.keys(pinned)
    .filter((name) => name !== 'zone.js')
    .sort();
  expect(runtime).toEqual(expect.arrayContaining(['@angular/compiler', '@angular/core', 'rxjs', 'tslib']));
  // Zoneless: zone.js is not loaded.
  expect(Object.keys(imports).some((specifier) => specifier.startsWith('zone.js'))).toBe(false);
  // Every runtime module at the projects' version, leaving every other runtime module to the map,
  // and each subpath the runtime imports mapped too.
  for (const specifier of [...runtime, '@angular/common/http', 'rxjs/operators']) {
    const name = specifier
      .split('/')
      .slice(0, specifier.startsWith('@') ? 2 : 1)
      .join('/');
    const url = new URL(imports[specifier]!);
    expect(url.pathname, specifier).toBe(`/${name}@${pinned[name]}${specifier.slice(name.length)}`);
    expect(url.searchParams.get('external')?.split(',').sort(), specifier).toEqual(
      runtime.filter((n) => n !== name),
    );
  }
  // The package at its documented version, with the whole runtime (FormsModule, tslib) left to the map.
  const url = new URL(imports[pkg.npmName]!);
  expect(url.pathname).toBe(`/${pkg.npmName}@${pkg.latestVersion}`);
  expect(url.searchParams.get('external')?.split(',')).toEqual(runtime);
  const frame = previewPackages(facts).angular;
  expect(frame.first).toEqual(['@angular/compiler']);
  expect(frame.modules).toEqual(['@angular/core', '@angular/platform-browser', pkg.npmName]);
  expect(frame.angular?.selector).toBe(pkg.selector);
  expect(frame.angular?.inputs).toContain('dropdownData');
  expect(frame.angular?.outputs).toContain('emitSelectedValue');
});

test('every example is the module the frame runs: its own code, imports the map resolves, its component exported', () => {
  const {imports} = previewImportMap(readFacts<PreviewFacts>());
  const prefixes = Object.keys(imports).filter((specifier) => specifier.endsWith('/'));
  const html = readFileSync(join(BUILD_DIR, PREVIEW_PATH.slice(1), 'index.html'), 'utf8');
  const listed = JSON.parse(
    /<script type="application\/json" id="preview-examples">(.*?)<\/script>/.exec(html)![1]!,
  ) as Record<string, Record<string, string>>;
  const examples = exampleFiles;
  expect(examples.length).toBeGreaterThan(20);
  // React and Vue: the default export is the component; Angular: the file's own exported classes.
  const exported = (framework: string): RegExp =>
    framework === 'angular' ? /^export \{/m : /\bas default\b/;
  for (const example of examples) {
    const {framework} = example;
    const source = readFileSync(join(ROOT, example.file), 'utf8');
    const code = compileExample(framework, source, example.file);
    // Every import is a bare name the frame's import map resolves (the package, the framework).
    for (const specifier of importsOf(code)) {
      const mapped = imports[specifier] !== undefined || prefixes.some((p) => specifier.startsWith(p));
      expect(mapped, `${example.file} imports ${specifier}, which the import map does not name`).toBe(true);
    }
    expect(importsOf(code), example.file).toContain(readFacts<PreviewFacts>().packages[framework].npmName);
    expect(code, `${example.file}: the component the frame mounts`).toMatch(exported(framework));
    // The build wrote that module at the address the frame's page lists for it (compiled under
    // the build's NODE_ENV, so compared by what it imports and exports, not byte for byte).
    const name = exampleModuleName(example.file);
    const url = listed[framework]?.[name];
    expect(url, example.file).toBe(`/${PREVIEW_EXAMPLES_PATH.slice(1)}/${framework}/${name}.js`);
    const built = readFileSync(join(BUILD_DIR, url!.slice(1)), 'utf8');
    expect(importsOf(built), example.file).toEqual(importsOf(code));
    expect(built, example.file).toMatch(exported(framework));
  }
  // The functions the old configuration dropped are in the module, as the file wrote them.
  const vueSearch = compileExample(
    'vue',
    readFileSync(join(ROOT, 'examples/vue/custom-search.vue'), 'utf8'),
    'examples/vue/custom-search.vue',
  );
  expect(vueSearch).toMatch(/searchFn: searchAirports/);
});

test('Angular: decorators kept for the JIT compiler, the file’s own bootstrap cut out and nothing else', () => {
  for (const example of exampleFiles.filter((e) => e.framework === 'angular')) {
    const source = readFileSync(join(ROOT, example.file), 'utf8');
    const code = compileExample('angular', source, example.file);
    // @Component runs as the module is evaluated, with its inline template: the frame's JIT compiler reads it.
    expect(code, example.file).toMatch(/__decorateClass\(\[\s*Component\(\{/);
    expect(code, example.file).toContain('template: `');
    // No application starts at import: the frame bootstraps the exported component, zoneless.
    expect(code, example.file).not.toMatch(/\bbootstrap(Application|Module)\b/);
    expect(importsOf(code), example.file).not.toContain('zone.js');
  }
  // basic-standalone.ts bootstraps itself: that one statement goes, and the import only it used.
  const file = 'examples/angular/basic-standalone.ts';
  const source = readFileSync(join(ROOT, file), 'utf8');
  const statement = 'bootstrapApplication(AppComponent).catch((error: unknown) => console.error(error));';
  expect(source).toContain(statement);
  expect(withoutBootstrap(source, file)).toBe(source.replace(statement, ''));
  expect(importsOf(compileExample('angular', source, file))).not.toContain('@angular/platform-browser');
  // The NgModule file declares its component in the module it exports.
  const ngModule = compileExample(
    'angular',
    readFileSync(join(ROOT, 'examples/angular/basic-ngmodule.ts'), 'utf8'),
    'examples/angular/basic-ngmodule.ts',
  );
  expect(ngModule).toMatch(/^export \{[^}]*\bAppComponent\b[^}]*\bAppModule\b/m);
  // A bootstrap the preview cannot cut out is refused, naming the file.
  expect(() =>
    compileExample(
      'angular',
      `${source.replace(statement, '')}\nexport const start = () => bootstrapApplication(AppComponent);\n`,
      'examples/angular/x.ts',
    ),
  ).toThrow(/x\.ts: bootstraps an application other than in a top-level statement/);
});

test('only the example modules answer the frame’s opaque origin (Access-Control-Allow-Origin)', () => {
  const rules = parseHeadersFile(readFileSync(join(BUILD_DIR, '_headers'), 'utf8'));
  const allowOrigin = (path: string): string | undefined =>
    headersFor(rules, path).find(([name]) => name.toLowerCase() === 'access-control-allow-origin')?.[1];
  expect(allowOrigin(`${PREVIEW_EXAMPLES_PATH}/vue/custom-search.js`)).toBe('*');
  for (const path of [
    PREVIEW_PATH,
    `${PREVIEW_PATH}/frame.js`,
    '/',
    '/docs/vue/api/using_module',
    '/assets/js/x.js',
  ])
    expect(allowOrigin(path), path).toBeUndefined();
});

test('the frame page is built, out of the sitemap, and not indexed', () => {
  const html = readFileSync(join(BUILD_DIR, PREVIEW_PATH.slice(1), 'index.html'), 'utf8');
  expect(html).toMatch(/<meta name="robots" content="noindex/);
  expect(html).toContain('<script type="importmap">');
  expect(sitemapPaths()).not.toContain(PREVIEW_PATH);
});

test('the screen reader: in the map at the devDependency’s version, asked for only by a transcript frame', () => {
  const {imports} = previewImportMap(readFacts<PreviewFacts>());
  expect(imports[SCREEN_READER.npmName]).toBe(
    `${CDN_BASE}/${SCREEN_READER.npmName}@${SCREEN_READER.version}${SCREEN_READER.exportPath}`,
  );
  const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
    devDependencies: Record<string, string>;
  };
  expect(manifest.devDependencies[SCREEN_READER.npmName]).toBe(SCREEN_READER.version);
  // The frame imports it by the map's name, and routes the keys messages.ts names.
  const frame = readFileSync(join(ROOT, 'src/plugins/live-preview/frame.js'), 'utf8');
  expect(frame).toContain(`var READER = '${SCREEN_READER.npmName}';`);
  expect(frame).toContain(
    `var READER_KEYS = ${JSON.stringify(TRANSCRIPT_KEYS).replace(/"/g, "'").replace(/,/g, ', ')};`,
  );
  expect(frame).toContain(`var MAX_PHRASES = ${MAX_PHRASES};`);
  expect(frame).toContain(`var MAX_PHRASE_LENGTH = ${MAX_PHRASE_LENGTH};`);
  // Only the accessibility pages' frame asks for it.
  expect(
    new URL(previewFrameUrl('/', 'react', 'http://127.0.0.1:3100'), 'http://x').searchParams.has(
      'transcript',
    ),
  ).toBe(false);
  expect(
    new URL(
      previewFrameUrl('/', 'react', 'http://127.0.0.1:3100', {transcript: true}),
      'http://x',
    ).searchParams.get('transcript'),
  ).toBe('1');
});

test('the transcript’s messages: known causes, text phrases, bounded in number and length', () => {
  const input = {
    role: 'combobox',
    'aria-expanded': 'true',
    'aria-activedescendant': null,
    'aria-selected': null,
    'aria-label': null,
  };
  const spoken = {type: 'spoken', cause: 'ArrowDown', phrases: ['combobox, an, expanded'], input};
  expect(frameMessageOf(spoken)).toEqual(spoken);
  expect(frameMessageOf({...spoken, phrases: []})).toEqual({...spoken, phrases: []});
  expect(frameMessageOf({...spoken, cause: 'Tab'})).toBeNull();
  expect(frameMessageOf({...spoken, phrases: [{html: '<b>x</b>'}]})).toBeNull();
  expect(frameMessageOf({...spoken, phrases: Array(MAX_PHRASES + 1).fill('x')})).toBeNull();
  expect(frameMessageOf({...spoken, phrases: ['x'.repeat(MAX_PHRASE_LENGTH + 1)]})).toBeNull();
  expect(frameMessageOf({...spoken, input: {role: 3}})).toBeNull();
  expect(frameMessageOf({type: 'reader', status: 'on'})).toEqual({type: 'reader', status: 'on'});
  expect(frameMessageOf({type: 'reader', status: 'maybe'})).toBeNull();
  // The page keeps the last lines only.
  let entries = withEntry([], {cause: 'focus', phrases: ['first'], input});
  for (let i = 0; i < MAX_TRANSCRIPT_ENTRIES; i++)
    entries = withEntry(entries, {cause: 'Enter', phrases: [], input});
  expect(entries).toHaveLength(MAX_TRANSCRIPT_ENTRIES);
  expect(entries[0]?.cause).toBe('Enter');
});

test('a key the screen reader says nothing after: the transcript says why, from the input’s ARIA', () => {
  const input = (attributes: Record<string, string | null>) => ({
    role: null,
    'aria-expanded': null,
    'aria-activedescendant': null,
    'aria-selected': null,
    'aria-label': null,
    ...attributes,
  });
  // A package that sets no aria-activedescendant or aria-expanded (the React package, by its facts).
  expect(silenceText('ArrowDown', input({}))).toBe(
    'Nothing is announced: the input names no active row (no aria-activedescendant), so the highlighted row is not read out.',
  );
  expect(silenceText('Escape', input({}))).toBe(
    'Nothing is announced: the input has no aria-expanded, so a screen reader is not told that the list closes.',
  );
  expect(silenceText('ArrowUp', input({'aria-activedescendant': 'row-1'}))).toBe(
    'Nothing is announced: the active row stays the same.',
  );
  expect(silenceText('Escape', input({'aria-expanded': 'false'}))).toBe(
    'Nothing is announced: the list was already closed (aria-expanded was already false).',
  );
  expect(silenceText('Escape', input({'aria-expanded': 'true'}))).toBe(
    'Nothing is announced: the list stays open (aria-expanded is still true).',
  );
  expect(silenceText('Enter', input({}))).toBe(
    "Nothing is announced: no row is picked, and the input's text and states stay the same.",
  );
  expect(silenceText('ArrowDown', null)).toBe('Nothing is announced: the component has no input.');
});
