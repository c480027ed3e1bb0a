/**
 * The inventory of the points that depend on Docusaurus internals (INTERNALS.md, the one place it
 * is written) is complete and true: the code is scanned for each kind of point the scan can see,
 * and every point found must be a section; every section's evidence must still be in its files;
 * every guard must name a test that exists. This checks the list, not the points' behaviour: their
 * own guards (patch-points.spec.ts, page-template.spec.ts, lazy-chunks.spec.ts...) do that.
 */
import {test, expect} from '@playwright/test';
import {existsSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {getSwizzleConfig} from '@docusaurus/theme-classic';
import type {PhrasingContent, RootContent} from 'mdast';
import {filesUnder} from '../support/files';

const ROOT = join(__dirname, '..', '..');
const INTERNALS = join(ROOT, 'INTERNALS.md');

interface Point {
  title: string;
  kind: string;
  files: string[];
  evidence: string[];
  reliesOn: string;
  gain: string;
  guards: {file: string; title: string}[];
  unguarded?: string;
}
interface Inventory {
  kinds: string[];
  scannedKinds: string[];
  notPoints: {file: string; thing: string}[];
  points: Point[];
}

/** The code spans of a run of Markdown text, in order. */
const codeSpans = (nodes: RootContent[] | PhrasingContent[]): string[] =>
  nodes.flatMap((node) =>
    node.type === 'inlineCode' ? [node.value] : 'children' in node ? codeSpans(node.children) : [],
  );

/** INTERNALS.md read with a Markdown parser: its table of kinds, its not-points and its sections. */
async function readInventory(): Promise<Inventory> {
  const {fromMarkdown} = await import('mdast-util-from-markdown');
  const {gfmTable} = await import('micromark-extension-gfm-table');
  const {gfmTableFromMarkdown} = await import('mdast-util-gfm-table');
  const {toString} = await import('mdast-util-to-string');
  const tree = fromMarkdown(readFileSync(INTERNALS, 'utf8'), {
    extensions: [gfmTable()],
    mdastExtensions: [gfmTableFromMarkdown()],
  });
  const inventory: Inventory = {kinds: [], scannedKinds: [], notPoints: [], points: []};
  let section = '';
  for (const node of tree.children) {
    if (node.type === 'heading' && node.depth === 2) section = toString(node);
    else if (node.type === 'heading' && node.depth === 3 && section === 'Points') {
      inventory.points.push({
        title: toString(node),
        kind: '',
        files: [],
        evidence: [],
        reliesOn: '',
        gain: '',
        guards: [],
      });
    } else if (node.type === 'table' && section === 'Kinds') {
      for (const row of node.children.slice(1)) {
        const [kind, , scanned] = row.children;
        const name = codeSpans(kind!.children)[0];
        if (!name) throw new Error(`INTERNALS.md, Kinds: a row without its kind as code: "${toString(row)}"`);
        inventory.kinds.push(name);
        if (toString(scanned!).startsWith('yes')) inventory.scannedKinds.push(name);
      }
    } else if (node.type === 'list' && section === 'Not points') {
      for (const item of node.children) {
        const [file, thing] = codeSpans(item.children);
        if (!file || !thing)
          throw new Error(
            `INTERNALS.md, Not points: "${toString(item)}" does not give its file and thing as code`,
          );
        inventory.notPoints.push({file, thing});
      }
    } else if (node.type === 'list' && section === 'Points') {
      const point = inventory.points.at(-1);
      if (!point) throw new Error('INTERNALS.md: a list under "Points" before the first point\'s heading');
      for (const item of node.children) {
        const paragraph = item.children[0];
        const label = paragraph?.type === 'paragraph' ? paragraph.children[0] : undefined;
        const rest = paragraph?.type === 'paragraph' ? paragraph.children.slice(1) : [];
        const spans = codeSpans(rest);
        switch (label?.type === 'strong' ? toString(label) : '') {
          case 'Kind:':
            point.kind = spans[0] ?? '';
            break;
          case 'Files:':
            point.files = spans;
            break;
          case 'Evidence:':
            point.evidence = spans;
            break;
          case 'Guarded by:':
            if (spans.length === 0 || spans.length % 2 === 1)
              throw new Error(
                `INTERNALS.md, point "${point.title}": each guard is a spec's path and a part of a test title, both as code`,
              );
            for (let i = 0; i < spans.length; i += 2)
              point.guards.push({file: spans[i]!, title: spans[i + 1]!});
            break;
          case 'Relies on:':
            point.reliesOn = toString(rest).trim();
            break;
          case 'Gain:':
            point.gain = toString(rest).trim();
            break;
          case 'Unguarded:':
            point.unguarded = toString(rest).trim();
            break;
          default:
            throw new Error(
              `INTERNALS.md, point "${point.title}": an item without a known label: "${toString(item)}"`,
            );
        }
      }
    }
  }
  return inventory;
}
let inventoryRead: Promise<Inventory> | undefined;
const inventory = () => (inventoryRead ??= readInventory());

/**
 * What is scanned: the site's sources, scripts and config, and the tests' shared helpers (not the
 * specs and their fixtures). Left out: the stock site the bench compares with
 * (scripts/bench-reference, not part of this site).
 */
const SCANNED_ROOTS = ['src', 'scripts', 'tests/support', 'docusaurus.config.ts'];
const NOT_SCANNED = new Set(['scripts/bench-reference']);
const CODE = /\.(ts|tsx|js|mjs|cjs|css)$/;

/** The code files below `path` (relative to the repository), without the NOT_SCANNED paths. */
function codeUnder(path: string): string[] {
  return filesUnder(
    path,
    (file) => CODE.test(file),
    (p) => NOT_SCANNED.has(relative(ROOT, p)),
  ).map((file) => relative(ROOT, file));
}

/** `ThemeClassNames` values: the theme's documented, stable class names (not points). */
function themeClassNames(): Set<string> {
  const file = join(ROOT, 'node_modules/@docusaurus/theme-common/lib/utils/ThemeClassNames.js');
  return new Set([...readFileSync(file, 'utf8').matchAll(/'(theme-[a-z-]+)'/g)].map((m) => m[1]!));
}
const PUBLIC_CLASSES = themeClassNames();

/**
 * The theme's class names: Infima's, and the class-like strings (words joined by `-` or `_`) of
 * theme-classic's components and of prism-react-renderer, which renders its code lines. A class
 * of the site's own markup is none of these, so selecting it is no point.
 */
function themeClasses(): Set<string> {
  const names = new Set<string>();
  const infima = readFileSync(join(ROOT, 'node_modules/infima/dist/css/default/default.css'), 'utf8');
  for (const m of infima.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) names.add(m[1]!);
  const sources = [
    ...filesUnder(join(ROOT, 'node_modules/@docusaurus/theme-classic/lib/theme'), (file) =>
      file.endsWith('.js'),
    ),
    join(ROOT, 'node_modules/prism-react-renderer/dist/index.js'),
  ];
  for (const file of sources) {
    for (const m of readFileSync(file, 'utf8').matchAll(/(['"`])([^'"`\n]*)\1/g)) {
      for (const word of m[2]!.split(/\s+/))
        if (/^[a-z][a-z0-9]*(?:[-_]+[a-z0-9]+)+$/.test(word)) names.add(word);
    }
  }
  return names;
}
const THEME_CLASSES = themeClasses();

/** The code without its comments (a point mentioned in prose is not a point). */
function withoutComments(text: string, css: boolean): string {
  const blocks = text.replace(/\/\*[\s\S]*?\*\//g, ' ');
  return css ? blocks : blocks.replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

interface Finding {
  file: string;
  kind: string;
  thing: string;
}

/** Each pattern gives the thing touched: its first group, or the whole match. */
const PATTERNS: [string, RegExp][] = [
  [
    'deep-import',
    /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|\bimport\s+)['"](@docusaurus\/[a-z-]+\/lib\/[^'"]*)['"]/g,
  ],
  ['theme-wrap', /['"](@theme-(?:init|original)\/[^'"]+)['"]/g],
  ['template-copy', /\bit\.appHtml\b/g],
  ['rule-mutation', /\bmodule\??\.rules\b|\.oneOf\b/g],
  ['chunking', /\b(?:optimization|splitChunks|cacheGroups|minimizer)\b/g],
  // The stage a `processAssets` tap runs at, against core's minimizers and content hashes.
  ['bundler-stage', /\b(PROCESS_ASSETS_STAGE_[A-Z_]+)\b/g],
  // core runs every plugin's postBuild at once (lib/commands/build/buildLocale.js).
  ['hook-order', /\b(postBuild)\s*[(:]/g],
  ['cache-shape', /\bexperiments\??\.cache\b|\bexperiments:\s*\{\s*cache\b/g],
  [
    'generated-file',
    /['"`](routes\.js|routesChunkNames\.json|client-manifest\.json|registry\.js|globalData\.json|site-metadata\.json|client-modules\.js|codeTranslations\.json|i18n\.json|docusaurus\.config\.mjs|site-storage\.json|@generated\/[^'"`]+)['"`]|\bgeneratedFilesDir\b/g,
  ],
  ['plugin-content', /['"](docusaurus-plugin-content-[a-z]+)['"]/g],
  ['global', /\b(?:window|global|globalThis)\.docusaurus\b/g],
  ['dom-attribute', /data-has-hydrated|data-announcement-bar-initially-dismissed/g],
  // theme-common's keys (lib/contexts/colorMode.js, announcementBar.js, utils/tabsUtils.js) and
  // the docs plugin's (lib/client/docsPreferredVersion.js), without siteStorageNamespacing.
  [
    'storage-key',
    /['"`](docusaurus\.(?:announcement\.(?:dismiss|id)|tab\.[^'"`]*)|docs-preferred-version-[^'"`]*)['"`]/g,
  ],
  ['storage-key', /(?:\b(?:get|set|remove)Item\(\s*|\bkey:\s*)['"`](theme)['"`]/g],
  // A value kept where a second load of the config (and of its imports) finds it.
  ['repeat-load', /\bSymbol\.for\(\s*['"]([^'"]+)['"]\s*\)|\b(process\.env\.[A-Z_]+)\s*=(?!=)/g],
];

/** Magic comments that place modules in chunks (read in the raw text: they are comments). */
const CHUNK_COMMENT = /\/\*\s*(webpack(?:Mode|ChunkName|Prefetch|Preload))\s*:/g;

/**
 * The folders whose files are theme components by their path, and where Docusaurus's own are:
 * theme-classic's, and core's fallback theme (which declares no swizzle safety at all).
 */
const THEME_FOLDERS = ['src/theme', 'src/plugins/speed-layer/theme'];
const CLASSIC_THEME = join(ROOT, 'node_modules/@docusaurus/theme-classic/lib/theme');
const CORE_FALLBACK_THEME = join(ROOT, 'node_modules/@docusaurus/core/lib/client/theme-fallback');
/** theme-classic's swizzle safety list, as `docusaurus swizzle --list` prints it. */
function swizzleList(): Record<string, {actions: Record<string, string>}> {
  const config = getSwizzleConfig?.();
  if (!config)
    throw new Error('@docusaurus/theme-classic exports no getSwizzleConfig: its safe list is unknown');
  return config.components as Record<string, {actions: Record<string, string>}>;
}
const SWIZZLE = swizzleList();

/**
 * The theme component a file of a theme folder replaces without wrapping it, when Docusaurus does
 * not declare ejecting it safe: a component theme-classic does not list is Unsafe (core's
 * `FallbackSwizzleComponentConfig`), and core's fallback theme lists none. Files that wrap their
 * component (a `theme-wrap` point), ejected copies (`ejected-copy`) and the site's own modules
 * (no such component upstream) give nothing here.
 */
function unsafeReplacement(file: string, code: string, raw: string): string | undefined {
  const folder = THEME_FOLDERS.find((dir) => file.startsWith(`${dir}/`));
  if (!folder || !/\.(tsx?|js)$/.test(file) || raw.includes('CUSTOM CODE')) return undefined;
  const name = file
    .slice(folder.length + 1)
    .replace(/\.(tsx?|js)$/, '')
    .replace(/\/index$/, '');
  if (code.includes(`@theme-original/${name}'`) || code.includes(`@theme-init/${name}'`)) return undefined;
  const inClassic = [`${name}.js`, `${name}/index.js`].some((f) => existsSync(join(CLASSIC_THEME, f)));
  if (inClassic) return SWIZZLE[name]?.actions.eject === 'safe' ? undefined : name;
  return existsSync(join(CORE_FALLBACK_THEME, name, 'index.js')) ? name : undefined;
}

/** The request patterns of every module replacement in a file that uses NormalModuleReplacementPlugin. */
function moduleReplacements(code: string): string[] {
  if (!code.includes('NormalModuleReplacementPlugin')) return [];
  const requests = [
    ...code.matchAll(
      /(?:\brequest:\s*|NormalModuleReplacementPlugin\(\s*)(\/(?:\\.|\[[^\]\n]*\]|[^/\\\n[])+\/[a-z]*)/g,
    ),
  ].map((m) => m[1]!);
  return requests.length ? requests : ['NormalModuleReplacementPlugin'];
}

/** Classes selected by CSS (a global stylesheet, or `:global()` in a CSS module) or by DOM, cheerio and Playwright calls. */
function selectedClasses(file: string, code: string): string[] {
  const classesIn = (selector: string) => [...selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]!);
  if (file.endsWith('.css')) {
    const selectors = [...code.matchAll(/(?:^|[{};])\s*([^{};@]+)\{/g)].map((m) => m[1]!);
    if (!file.endsWith('.module.css')) return selectors.flatMap(classesIn);
    return selectors.flatMap((s) => [...s.matchAll(/:global\(([^)]*)\)/g)].flatMap((m) => classesIn(m[1]!)));
  }
  const calls = [
    ...code.matchAll(
      /(?:querySelector(?:All)?|\.closest|\.matches|(?<![\w.])\$|\.find|\.is|\.not|\.filter|\.children|\.locator|waitForSelector|\$\$?eval)\(\s*(['"`])((?:(?!\1).)*)\1/g,
    ),
  ].flatMap((m) => classesIn(m[2]!));
  const hasClass = [...code.matchAll(/\bhasClass\([^,()]+,\s*(['"])([\w-]+)\1/g)].map((m) => m[2]!);
  return [...calls, ...hasClass];
}

function scan(): Finding[] {
  const files = SCANNED_ROOTS.flatMap((root) => codeUnder(join(ROOT, root)));
  return files.flatMap((file) => {
    const raw = readFileSync(join(ROOT, file), 'utf8');
    const code = withoutComments(raw, file.endsWith('.css'));
    const found: Finding[] = [];
    for (const [kind, pattern] of PATTERNS) {
      for (const match of code.matchAll(pattern)) {
        const thing =
          kind === 'cache-shape'
            ? 'experiments.cache'
            : (match.slice(1).find((group) => group !== undefined) ?? match[0]).replace('?.', '.');
        found.push({file, kind, thing});
      }
    }
    for (const thing of moduleReplacements(code)) found.push({file, kind: 'module-replacement', thing});
    for (const m of raw.matchAll(CHUNK_COMMENT)) found.push({file, kind: 'chunking', thing: m[1]!});
    const replaced = unsafeReplacement(file, code, raw);
    if (replaced) found.push({file, kind: 'theme-replacement', thing: replaced});
    if (raw.includes('CUSTOM CODE')) found.push({file, kind: 'ejected-copy', thing: 'CUSTOM CODE'});
    for (const name of selectedClasses(file, code)) {
      if (THEME_CLASSES.has(name) && !PUBLIC_CLASSES.has(name))
        found.push({file, kind: 'dom-selector', thing: `.${name}`});
    }
    return found;
  });
}

const FINDINGS = scan();
const describe = (f: Finding) => `${f.file}: ${f.kind} ${f.thing}`;

test('every point the scan finds in the code is in the inventory (INTERNALS.md)', async () => {
  const {notPoints, points, scannedKinds} = await inventory();
  expect(FINDINGS.length, 'the scan finds the points it knows').toBeGreaterThan(20);
  expect(
    [...new Set(FINDINGS.map((f) => f.kind))].filter((kind) => !scannedKinds.includes(kind)),
    'kinds the scan finds that the table of kinds in INTERNALS.md does not mark "yes"',
  ).toEqual([]);
  const unlisted = FINDINGS.filter(
    (f) =>
      !notPoints.some((n) => n.file === f.file && n.thing === f.thing) &&
      !points.some((p) => p.kind === f.kind && p.files.includes(f.file) && p.evidence.includes(f.thing)),
  );
  expect(
    [...new Set(unlisted.map(describe))],
    'points that depend on Docusaurus internals but are not in INTERNALS.md: add a section under ' +
      '"Points" (or, for the site\'s own markup, a line under "Not points")',
  ).toEqual([]);
});

test('every point of the inventory is whole and still in its files', async () => {
  const {kinds, scannedKinds, notPoints, points} = await inventory();
  expect(points.length, 'INTERNALS.md has its points').toBeGreaterThan(20);
  const stale: string[] = [];
  for (const point of points) {
    const missing = (['kind', 'files', 'evidence', 'reliesOn', 'gain'] as const).filter(
      (field) => point[field].length === 0,
    );
    expect(missing, `INTERNALS.md, point "${point.title}": fields without a value`).toEqual([]);
    expect(kinds, `INTERNALS.md, point "${point.title}": its kind`).toContain(point.kind);
    for (const file of point.files) {
      if (!existsSync(join(ROOT, file))) {
        stale.push(`${point.title}: ${file} does not exist`);
        continue;
      }
      const scanned = scannedKinds.includes(point.kind);
      const text = readFileSync(join(ROOT, file), 'utf8');
      const has = (thing: string) =>
        scanned
          ? FINDINGS.some((f) => f.file === file && f.kind === point.kind && f.thing === thing)
          : text.includes(thing);
      if (!point.evidence.some(has))
        stale.push(`${point.title}: ${file} has none of ${point.evidence.join(', ')}`);
    }
    for (const thing of point.evidence) {
      const inSome = point.files.some((file) =>
        scannedKinds.includes(point.kind)
          ? FINDINGS.some((f) => f.file === file && f.kind === point.kind && f.thing === thing)
          : existsSync(join(ROOT, file)) && readFileSync(join(ROOT, file), 'utf8').includes(thing),
      );
      if (!inSome) stale.push(`${point.title}: ${thing} is in none of its files`);
    }
  }
  for (const n of notPoints) {
    if (!FINDINGS.some((f) => f.file === n.file && f.thing === n.thing)) {
      stale.push(`not a point: ${n.file} no longer has ${n.thing}`);
    }
  }
  expect(stale, 'stale points of INTERNALS.md: update or remove them').toEqual([]);
  const titles = points.map((p) => p.title);
  expect(
    titles.filter((title, i) => titles.indexOf(title) !== i),
    "the points' headings are unique",
  ).toEqual([]);
});

/** The titles of a spec's tests and describe blocks, as written (template literals keep their `${}`). */
function titlesOf(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  return [
    ...text.matchAll(
      /\btest(?:\.describe)?(?:\.(?:only|skip|fixme|serial))?\(\s*(['"`])((?:\\.|(?!\1)[\s\S])*?)\1/g,
    ),
  ].map((m) => m[2]!.replace(/\\(['"`\\])/g, '$1'));
}

test('every guard names a test that exists, and a point without one says what happens', async () => {
  const problems: string[] = [];
  for (const point of (await inventory()).points) {
    if (point.guards.length === 0 && !point.unguarded)
      problems.push(`${point.title}: no guard and no "unguarded"`);
    for (const guard of point.guards) {
      if (!guard.file.startsWith('tests/') || !existsSync(join(ROOT, guard.file))) {
        problems.push(`${point.title}: guard file ${guard.file} does not exist under tests/`);
      } else if (!titlesOf(guard.file).some((title) => title.includes(guard.title))) {
        problems.push(`${point.title}: ${guard.file} has no test titled "…${guard.title}…"`);
      }
    }
  }
  expect(problems).toEqual([]);
});
