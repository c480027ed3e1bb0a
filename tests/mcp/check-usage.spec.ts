/**
 * `check_usage` and the command line's `check` (issue "Agents where they work", item 4): every example
 * file of the site and every file the builder writes for the pairwise set checks clean (no false
 * alarm); a mutation set made here from those files (a bound member misspelt, another framework's name,
 * an output bound as an input or the reverse, a string literal on a boolean member, a member added
 * after an older release) is reported with the right fix, 95% at least; the command line's exit codes.
 */
import {test, expect} from '@playwright/test';
import {spawnSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import semver from 'semver';
import {exampleFiles} from '../../src/data/examples';
import {frameworkIds, type FrameworkId} from '../../src/data/frameworks';
import {bindingsOf, openingTags} from '../../mcp/src/translate';
import {configOf, pairwise} from '../support/builderConfigs';
import {readFacts} from '../support/facts';
import {MCP_SERVER, useMcpServer} from '../support/mcpServer';

const {callJson} = useMcpServer('check-usage-tests');
const ROOT = join(__dirname, '..', '..');

interface Problem {
  member: string;
  kind: string;
  message: string;
  fix: string;
}
interface Check {
  framework: FrameworkId;
  version: string;
  problems: Problem[];
  ok: boolean;
}
interface Listed {
  name: string;
  kind: string;
  type?: string;
  since?: string;
}
interface Source {
  name: string;
  framework: FrameworkId;
  code: string;
}

const TAG: Record<FrameworkId, string> = {
  angular: 'ng-autocomplete',
  react: 'Autocomplete',
  vue: 'Autocomplete',
};
/** Releases oldest first. */
const releasesOf = (framework: FrameworkId): string[] =>
  (readFacts().packages[framework].releases as {version: string}[])
    .map((r) => r.version)
    .sort(semver.compare);

/** Every example file of the site and every pairwise file of the builder, per framework. */
async function sources(): Promise<Source[]> {
  const files: Source[] = exampleFiles.map((e) => ({
    name: e.file,
    framework: e.framework,
    code: readFileSync(join(ROOT, e.file), 'utf8'),
  }));
  for (const framework of frameworkIds) {
    for (const [i, row] of pairwise.entries()) {
      const generated = await callJson('generate_code', {framework, options: configOf(row)});
      files.push({
        name: `generate_code ${framework}, pairwise row ${i + 1}`,
        framework,
        code: generated.code,
      });
    }
  }
  return files;
}

test('every example file and every builder pairwise file checks clean: no false alarm', async () => {
  test.setTimeout(120_000);
  const files = await sources();
  const alarms: string[] = [];
  for (const file of files) {
    const check: Check = await callJson('check_usage', {framework: file.framework, code: file.code});
    if (!check.ok || check.problems.length > 0)
      alarms.push(`${file.name}: ${JSON.stringify(check.problems)}`);
  }
  console.log(
    `check_usage: ${files.length} files (${exampleFiles.length} examples, ${files.length - exampleFiles.length} pairwise), ${alarms.length} with a problem`,
  );
  expect(files.length).toBeGreaterThan(exampleFiles.length);
  expect(alarms).toEqual([]);
});

interface Mutant {
  what: string;
  framework: FrameworkId;
  code: string;
  version?: string;
  member: string;
  kind: string;
  /** What the fix must contain. */
  fix: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The tag with the attribute named `name` rewritten by `rewrite` (the whole attribute, with its value). */
function rewriteAttribute(tag: string, name: string, rewrite: (attribute: string) => string): string | null {
  const value = `(=("[^"]*"|'[^']*'|\\{(?:[^{}]|\\{(?:[^{}]|\\{[^{}]*\\})*\\})*\\}))?`;
  const pattern = new RegExp(`(?<=\\s)([\\[(:@]?)${escape(name)}([\\])]?)${value}(?=[\\s/>])`);
  const found = pattern.exec(tag);
  if (!found) return null;
  return tag.slice(0, found.index) + rewrite(found[0]) + tag.slice(found.index + found[0].length);
}

/** A near misspelling: two letters in the middle swapped. */
function misspelt(name: string): string {
  const i = Math.max(1, Math.floor(name.length / 2) - 1);
  const swapped = name.slice(0, i) + name[i + 1] + name[i] + name.slice(i + 2);
  return swapped === name ? name.slice(0, i) + name.slice(i + 1) : swapped;
}

/** The attribute binding `name` to `value` in a framework's syntax. */
function bound(framework: FrameworkId, name: string, value: string): string {
  if (framework === 'react') return `${name}={${value}}`;
  return framework === 'vue' ? `:${name}="${value}"` : `[${name}]="${value}"`;
}

test('a mutation set from the same files: at least 95% reported with the right fix', async () => {
  test.setTimeout(300_000);
  const files = await sources();
  const members = {} as Record<FrameworkId, Listed[]>;
  const counterparts = {} as Record<FrameworkId, Map<string, {framework: FrameworkId; name: string}[]>>;
  for (const framework of frameworkIds) {
    members[framework] = (await callJson('list_members', {framework})) as Listed[];
    counterparts[framework] = new Map();
    for (const m of members[framework].filter((m) => ['input', 'prop', 'output'].includes(m.kind))) {
      const member = await callJson('get_member', {framework, name: m.name, kind: m.kind});
      counterparts[framework].set(m.name, member.counterparts);
    }
  }
  const allNames = new Set(frameworkIds.flatMap((f) => members[f].map((m) => m.name)));
  const mutants: Mutant[] = [];
  for (const file of files) {
    const {framework, code} = file;
    const tag = TAG[framework];
    const own = new Map(
      members[framework].filter((m) => ['input', 'prop', 'output'].includes(m.kind)).map((m) => [m.name, m]),
    );
    const releases = releasesOf(framework);
    for (const {text, index} of openingTags(code, tag)) {
      const replace = (next: string) => code.slice(0, index) + next + code.slice(index + text.length);
      const bindings = bindingsOf(framework, text, tag).filter((b) => own.has(b.name));
      const add = (m: Omit<Mutant, 'framework' | 'code'>, next: string | null) => {
        if (next !== null && next !== text) mutants.push({...m, framework, code: replace(next)});
      };
      for (const b of bindings) {
        const member = own.get(b.name)!;
        const what = `${file.name} ${b.name}`;
        // A near misspelling.
        const typo = misspelt(b.name);
        if (!allNames.has(typo))
          add(
            {what: `${what} misspelt ${typo}`, member: typo, kind: 'unknown', fix: b.name},
            rewriteAttribute(text, b.name, (a) => a.replace(b.name, typo)),
          );
        // Another framework's name for it.
        const other = counterparts[framework]
          .get(b.name)
          ?.find((c) => c.name !== b.name && !c.name.includes('.') && !own.has(c.name));
        if (other)
          add(
            {
              what: `${what} as ${other.framework}'s ${other.name}`,
              member: other.name,
              kind: 'other-framework',
              fix: b.name,
            },
            rewriteAttribute(text, b.name, (a) => a.replace(b.name, other.name)),
          );
        // An output bound as an input, or the reverse.
        if (framework === 'angular' && b.style !== 'text') {
          const flipped = b.style === 'event' ? `[${b.name}]` : `(${b.name})`;
          const right = b.style === 'event' ? `(${b.name})` : `[${b.name}]`;
          add(
            {what: `${what} bound as ${flipped}`, member: b.name, kind: 'binding', fix: right},
            rewriteAttribute(text, b.name, (a) => a.replace(/^[[(]?[^\])=]+[\])]?/, flipped)),
          );
        }
        if (framework === 'vue' && b.style === 'expression')
          add(
            {what: `${what} bound as @${b.name}`, member: b.name, kind: 'binding', fix: `:${b.name}=`},
            rewriteAttribute(text, b.name, (a) => a.replace(/^:/, '@')),
          );
        if (framework === 'react' && /=>/.test(member.type ?? ''))
          add(
            {what: `${what} given a string`, member: b.name, kind: 'binding', fix: `${b.name}={`},
            rewriteAttribute(text, b.name, () => `${b.name}="${b.name}"`),
          );
        // A string literal on a boolean member.
        if (member.type === 'boolean' && /^(true|false)$/.test(b.value.trim()))
          add(
            {
              what: `${what} as a string`,
              member: b.name,
              kind: 'type',
              fix: bound(framework, b.name, b.value.trim()),
            },
            rewriteAttribute(text, b.name, () => `${b.name}="${b.value.trim()}"`),
          );
        // A member added after an older release.
        if (member.since) {
          const before = releases[releases.indexOf(member.since) - 1];
          if (before)
            mutants.push({
              what: `${what} at ${before}`,
              framework,
              code,
              version: before,
              member: b.name,
              kind: 'later',
              fix: member.since,
            });
        }
      }
      // One boolean member the tag does not bind, added as a string; one member of a later release added.
      const names = new Set(bindingsOf(framework, text, tag).map((b) => b.name));
      const free = [...own.values()].filter((m) => !names.has(m.name) && m.kind !== 'output');
      const insert = (attribute: string) =>
        text.replace(new RegExp(`^<${escape(tag)}`), `<${tag} ${attribute}`);
      const flag = free.find((m) => m.type === 'boolean' && !m.since);
      if (flag)
        add(
          {
            what: `${file.name} + ${flag.name}="true"`,
            member: flag.name,
            kind: 'type',
            fix: bound(framework, flag.name, 'true'),
          },
          insert(`${flag.name}="true"`),
        );
      const newer = free.find((m) => m.since && m.type === 'string');
      if (newer)
        mutants.push({
          what: `${file.name} + ${newer.name} at ${releases[0]}`,
          framework,
          code: replace(insert(`${newer.name}="More"`)),
          version: releases[0],
          member: newer.name,
          kind: 'later',
          fix: newer.since!,
        });
    }
  }
  const missed: string[] = [];
  const byKind = new Map<string, [number, number]>();
  for (const mutant of mutants) {
    const check: Check = await callJson('check_usage', {
      framework: mutant.framework,
      code: mutant.code,
      ...(mutant.version ? {version: mutant.version} : {}),
    });
    // A renamed member's fix is the attribute under its right name, bound as it was.
    const renames = mutant.kind === 'unknown' || mutant.kind === 'other-framework';
    const caught = check.problems.some(
      (p) =>
        p.member === mutant.member &&
        p.kind === mutant.kind &&
        (renames ? p.fix.replace(/^[[(:@]/, '').startsWith(`${mutant.fix}`) : p.fix.includes(mutant.fix)),
    );
    const figures = byKind.get(mutant.kind) ?? [0, 0];
    byKind.set(mutant.kind, [figures[0] + (caught ? 1 : 0), figures[1] + 1]);
    if (!caught) missed.push(`${mutant.what}: ${JSON.stringify(check.problems)}`);
  }
  const caught = mutants.length - missed.length;
  console.log(
    `check_usage mutants: ${mutants.length} from ${files.length} files, ${caught} caught with the right fix ` +
      `(${((100 * caught) / mutants.length).toFixed(1)}%); by kind: ` +
      [...byKind].map(([kind, [c, n]]) => `${kind} ${c}/${n}`).join(', '),
  );
  if (missed.length > 0) console.log(`missed:\n${missed.slice(0, 20).join('\n')}`);
  for (const framework of frameworkIds)
    expect(mutants.filter((m) => m.framework === framework).length).toBeGreaterThan(20);
  expect(mutants.length).toBeGreaterThanOrEqual(100);
  expect(caught / mutants.length).toBeGreaterThanOrEqual(0.95);
});

test('the command line: 0 on a clean file, 1 on a problem with its fix, 2 naming a bad argument', () => {
  const dir = mkdtempSync(join(tmpdir(), 'check-usage-'));
  try {
    const run = (...args: string[]) =>
      spawnSync(process.execPath, [MCP_SERVER, 'check', ...args], {encoding: 'utf8'});
    const clean = run(join(ROOT, 'examples', 'react', 'basic.tsx'), '--framework', 'react');
    expect(clean.status, clean.stdout + clean.stderr).toBe(0);
    expect(clean.stdout).toContain('no problem found');

    const wrong = join(dir, 'Wrong.tsx');
    writeFileSync(wrong, '<Autocomplete dropdownData={items} placeholder="Pick" showClearOption="true" />\n');
    const problem = run(wrong, '--framework=react');
    expect(problem.status, problem.stdout + problem.stderr).toBe(1);
    expect(problem.stdout).toContain('placeHolder="Pick"');
    expect(problem.stdout).toContain('showClearOption={true}');
    const vue = join(dir, 'Later.vue');
    writeFileSync(vue, '<template><Autocomplete :dropdownData="items" viewMoreText="More" /></template>\n');
    expect(run(vue, '--framework', 'vue', '--version', 'latest').status).toBe(0);
    const older = run(
      join(ROOT, 'examples', 'angular', 'lazy-view-more.ts'),
      '--framework',
      'angular',
      '--version',
      '1.0.3',
    );
    expect(older.status, older.stdout + older.stderr).toBe(1);
    expect(older.stdout).toMatch(/later viewMoreText: .*2\.0\.0/);

    const bad: [string[], string][] = [
      [[wrong, '--framework', 'reakt'], '--framework'],
      [[wrong], '--framework'],
      [[wrong, '--framework', 'react', '--version', '9.9.9'], '--version'],
      [['--framework', 'react'], 'FILE'],
      [[join(dir, 'none.tsx'), '--framework', 'react'], 'FILE'],
      [[wrong, '--framework', 'react', '--strict'], '--strict'],
    ];
    for (const [args, argument] of bad) {
      const result = run(...args);
      expect(result.status, `${args.join(' ')}: ${result.stderr}`).toBe(2);
      expect(result.stderr, args.join(' ')).toContain(`${argument}:`);
    }
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});
