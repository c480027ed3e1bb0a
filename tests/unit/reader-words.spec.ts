/**
 * Pages speak to the reader (issue 27): no built page, Markdown twin or llms
 * file talks about how the facts were gathered; no version number is typed
 * by hand in docs/, src/ or the config (they are read from the facts); and the
 * Markdown twins keep a space between a code name and the text after it.
 */
import {test, expect} from '@playwright/test';
import {readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {BUILD_DIR} from '../support/site';
import {filesUnder} from '../support/files';
import {readFacts} from '../support/facts';

const ROOT = join(__dirname, '..', '..');

/** Phrases about how the facts were gathered, which readers have no use for. */
const GATHERING = [
  /repository snapshot/i,
  /\bsnapshot\b/i,
  /repo source/i,
  /repository source/i,
  /facts file/i,
  /not recorded/i,
  /our sources/i,
  /read from the code/i,
  /sourceInferred/,
  /maintainerNote/,
];

test('no page, Markdown twin or llms file says how the facts were gathered', () => {
  const files = filesUnder(BUILD_DIR, (name) => /\.(html|md|txt)$/.test(name));
  expect(files.length, 'run `npm run build` first').toBeGreaterThan(50);
  const found: string[] = [];
  for (const file of files) {
    const text = readFileSync(file, 'utf8')
      .replace(/<script[\s\S]*?<\/script>/g, ' ')
      .replace(/<style[\s\S]*?<\/style>/g, ' ');
    for (const phrase of GATHERING) {
      const match = phrase.exec(text);
      if (match) {
        const at = match.index;
        found.push(`${relative(BUILD_DIR, file)}: "…${text.slice(Math.max(0, at - 60), at + 60)}…"`);
      }
    }
  }
  expect(found, `Say what the reader needs instead:\n${found.join('\n')}`).toEqual([]);
});

/** Source text without comments: comments may name versions, readers never see them. */
function withoutComments(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '');
}

test('no version of the packages is typed by hand in docs/, src/ or the config', () => {
  const facts = readFacts();
  const versions = new Set<string>();
  for (const pkg of Object.values(facts.packages) as {releases: {version: string}[]}[]) {
    for (const release of pkg.releases) versions.add(release.version);
  }
  const pattern = new RegExp(
    `(?<![\\w.\\-^~])(${[...versions].map((v) => v.replace(/\./g, '\\.')).join('|')})(?![\\w.]*\\d)`,
  );
  const sources = [
    ...filesUnder(join(ROOT, 'docs'), (name) => /\.mdx?$/.test(name)),
    ...filesUnder(join(ROOT, 'src'), (name) => /\.(ts|tsx|mdx?|js)$/.test(name)),
    join(ROOT, 'docusaurus.config.ts'),
  ];
  const found: string[] = [];
  for (const file of sources) {
    withoutComments(readFileSync(file, 'utf8'))
      .split('\n')
      .forEach((line, index) => {
        if (pattern.test(line))
          found.push(`${relative(ROOT, file)}:${index + 1}: ${line.trim().slice(0, 120)}`);
      });
  }
  expect(
    found,
    `Read the version from the facts instead (facts.latestVersion, %version% in front matter):\n${found.join('\n')}`,
  ).toEqual([]);
});

test('Markdown twins keep a space between a code name and the text after it', () => {
  const twins = filesUnder(join(BUILD_DIR, 'docs'), (name) => name.endsWith('.md'));
  expect(twins.length, 'run `npm run build` first').toBeGreaterThan(20);
  const glued: string[] = [];
  for (const file of twins) {
    const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
    // Code spans in order, so the text between two spans is never read as one.
    for (const match of text.matchAll(/`[^`\n]+`/g)) {
      const after = text.slice(match.index + match[0].length, match.index + match[0].length + 12);
      if (/^[A-Za-z]/.test(after)) glued.push(`${relative(BUILD_DIR, file)}: ${match[0]}${after}`);
    }
  }
  expect(glued, glued.join('\n')).toEqual([]);
});

test('no default of an input or prop is typed by hand in docs/ or in the facts’ notes', () => {
  // A default stated in prose reads the facts: <MemberDefault> in MDX, `{default:<member>}` in a note,
  // so a release that changes it leaves no page, twin or SKILL.md with the old value.
  const facts = readFacts();
  const found: string[] = [];
  for (const [id, pkg] of Object.entries<Record<string, unknown>>(facts.packages)) {
    const members = (pkg.inputs ?? pkg.props) as {name: string; default?: unknown}[];
    const quoted = members
      .filter((m) => typeof m.default === 'string' && (m.default as string).length >= 5)
      .map((m) => ({name: m.name, value: m.default as string}));
    for (const file of filesUnder(join(ROOT, 'docs', id), (name) => name.endsWith('.mdx'))) {
      const text = readFileSync(file, 'utf8');
      for (const {name, value} of quoted)
        if (text.includes(`\`"${value}"\``))
          found.push(
            `${relative(ROOT, file)}: "${value}" (write <MemberDefault facts={facts} name="${name}" />)`,
          );
    }
    for (const list of ['knownDiscrepancies', 'behaviourNotes'] as const)
      for (const note of (pkg[list] ?? []) as Record<string, unknown>[])
        for (const field of ['source', 'note'])
          for (const {name, value} of quoted) {
            const words = note[field];
            const about = `${String(note.topic)} ${String(note.note)}`.toLowerCase();
            if (
              typeof words === 'string' &&
              about.includes(name.toLowerCase()) &&
              words.includes(`'${value}'`)
            )
              found.push(
                `packages.${id}.${list} "${String(note.topic)}" ${field}: '${value}' (write {default:${name}})`,
              );
          }
  }
  expect(found, 'a default typed by hand goes stale with the next release').toEqual([]);
});
