/**
 * Docs that stay true (issue 47): every repository path and every npm script
 * the project's own Markdown names exists. The Markdown is every `.md` file
 * git tracks outside the site's content (docs/, blog/, src/pages/ and the bench's
 * reference site are pages for readers, not notes for maintainers). A path is
 * written in backticks or as a link; it is read from the repository's root, or
 * from the file's own folder when it starts with `./` or names no top-level
 * folder. A placeholder (`<framework>`, `<name>`, `*`) matches any one name.
 * Built or installed folders (`build/`, `node_modules/`, `mcp/dist/`,
 * `test-results/`) and the few files only a command writes are left out; so is
 * `bench/LOG.md`, a dated record of past states.
 */
import {test, expect} from '@playwright/test';
import {execFileSync} from 'node:child_process';
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import {dirname, join, posix} from 'node:path';

const ROOT = join(__dirname, '..', '..');
const TOP = readdirSync(ROOT).filter((name) => !name.startsWith('.') || name === '.github' || name === '.ci');
const SCRIPTS = Object.keys(
  (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {scripts: Record<string, string>}).scripts,
);
/** Written by a command, not kept in the repository. */
const MADE =
  /^(build[^/]*|node_modules|mcp\/dist|test-results|playwright-report|bench-results|\.docusaurus)(\/|$)/;
/** File names that only a command writes: the build, the stand-in's packing, a sent project. */
const MADE_NAMES = new Set([
  'SKILL.md', // the build: skills/<framework>/SKILL.md (src/plugins/llms-txt/skill.ts)
  'routesChunkNames.json', // Docusaurus, into .docusaurus/
  'client-manifest.json', // Docusaurus, into .docusaurus/
  'index.css', // the stand-in's Vue package (tests/stand-in/generate.ts)
  'example.ts', // the example file of a sent Angular project (src/components/OpenInStackBlitz)
  'Example.tsx', // ... of a sent React project
  'Example.vue', // ... of a sent Vue project
]);

/** The names of every file and folder git tracks (a bare file name in the Markdown names one of them). */
const TRACKED = new Set(
  execFileSync('git', ['ls-files'], {cwd: ROOT, encoding: 'utf8'})
    .split('\n')
    .flatMap((file) => file.split('/')),
);

function projectMarkdown(): string[] {
  return (
    execFileSync('git', ['ls-files', '*.md'], {cwd: ROOT, encoding: 'utf8'})
      .split('\n')
      .filter((file) => file && !/^(docs|blog|src\/pages|scripts\/bench-reference)\//.test(file))
      // The bench's log records past states (files since removed included), dated; it claims nothing about now.
      .filter((file) => file !== 'bench/LOG.md')
  );
}

/** Whether `path` (placeholders allowed) names something in the repository, from `base`. */
function exists(base: string, path: string): boolean {
  const parts = path.replace(/\/$/, '').split('/');
  let candidates = [base];
  for (const part of parts) {
    const next: string[] = [];
    for (const dir of candidates) {
      if (part === '..' || part === '.') {
        next.push(join(dir, part));
        continue;
      }
      if (/[<*]/.test(part)) {
        if (!existsSync(dir) || !statSync(dir).isDirectory()) continue;
        const pattern = new RegExp(
          `^${part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/<[^>]+>|\*/g, '[^/]+')}$`,
        );
        next.push(
          ...readdirSync(dir)
            .filter((name) => pattern.test(name))
            .map((name) => join(dir, name)),
        );
      } else next.push(join(dir, part));
    }
    candidates = next;
  }
  return candidates.some((candidate) => existsSync(candidate));
}

/** What looks like a repository path in a code span or a link target. */
function pathsIn(text: string): string[] {
  const spans = [...text.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!);
  const links = [...text.matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)].map((m) => m[1]!);
  const found: string[] = [];
  for (const raw of [...spans, ...links]) {
    const value = raw.trim();
    if (/^[a-z]+:|^\/|^@|^~|\s/.test(value) || value.includes('=')) continue; // URLs, site paths, packages, commands
    const first = value.replace(/^\.\//, '').split('/')[0]!;
    const looksLikePath =
      value.startsWith('./') ||
      value.startsWith('../') ||
      (value.includes('/') && TOP.includes(first)) ||
      /^[\w.-]+\.(md|ts|tsx|mjs|cjs|js|json|css|yml|sh)$/.test(value);
    if (looksLikePath) found.push(value);
  }
  return found;
}

test('every repository path and npm script named in the project Markdown exists', () => {
  const files = projectMarkdown();
  expect(files.length, 'Markdown files of the project').toBeGreaterThan(20);
  const problems: string[] = [];
  let checked = 0;
  for (const file of files) {
    const text = readFileSync(join(ROOT, file), 'utf8');
    const own = join(ROOT, dirname(file));
    for (const path of pathsIn(text)) {
      const clean = path.replace(/[:,.;]+$/, '').replace(/#.*$/, '');
      if (MADE.test(clean.replace(/^\.\//, '')) || MADE_NAMES.has(posix.basename(clean))) continue;
      checked += 1;
      const fromRoot = !clean.startsWith('./') && !clean.startsWith('../') && exists(ROOT, clean);
      // A bare file name ("`tooling.ts`", in a paragraph about its folder) names some tracked file.
      const bare = !clean.includes('/') && TRACKED.has(clean);
      // A folder of templates (examples/stackblitz) names files inside each template.
      const inSubfolder = exists(own, `*/${clean}`);
      if (!fromRoot && !bare && !inSubfolder && !exists(own, clean))
        problems.push(`${file}: \`${path}\` does not exist`);
    }
    for (const match of text.matchAll(/npm run ([\w:-]+)/g)) {
      checked += 1;
      if (!SCRIPTS.includes(match[1]!))
        problems.push(`${file}: \`npm run ${match[1]}\` is no script of package.json`);
    }
  }
  expect(checked, 'paths and scripts found').toBeGreaterThan(200);
  expect(problems, 'Fix the Markdown (or the path): a maintainer follows it').toEqual([]);
});

test('a path the Markdown names is recognised, and a missing one is reported', () => {
  expect(pathsIn('see `src/data/frameworks.ts`, [x](./README.md) and `npm ci`')).toEqual([
    'src/data/frameworks.ts',
    './README.md',
  ]);
  expect(exists(ROOT, 'src/data/<name>.ts')).toBe(true);
  expect(exists(ROOT, 'src/data/no-such-file.ts')).toBe(false);
});
