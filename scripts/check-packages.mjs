#!/usr/bin/env node
/**
 * `npm run check:packages -- --angular A.tgz --react R.tgz --vue V.tgz` (issue 45): runs what the
 * site offers against the real packages' npm tarballs, in place of the stand-in, after building the
 * site and the MCP server: the facts check (tests/packages), the sent-projects stage
 * (tests/projects), the live preview; then the MCP's compiled files; last, alone, the rows trial,
 * its CPU slowed as the bench calibrates this machine. A failure only a member newer than the
 * tarball explains is counted apart as published-only. Not part of `npm test`: CI has no packages.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {packageArgs} from './package-args.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const USAGE = `Usage: npm run check:packages -- --angular <ng-autocomplete-plugin.tgz> --react <react-autocomplete-plugin.tgz> --vue <vue-autocomplete-plugin.tgz>
Each is an npm tarball of the package (what \`npm pack\` gives in the package's built folder). At least one is needed;
a framework left out is not checked. Run it before a release and after an edit of src/data/library-facts.json.`;

function fail(message) {
  console.error(`check:packages: ${message}\n\n${USAGE}`);
  process.exit(2);
}

const {tarballs} = packageArgs(fail);

function run(command, commandArgs, env = {}) {
  console.log(`\n$ ${command} ${commandArgs.join(' ')}`);
  return spawnSync(command, commandArgs, {cwd: ROOT, stdio: 'inherit', env: {...process.env, ...env}}).status;
}

if (run('npm', ['run', 'build']) !== 0) fail('the site does not build');
if (run('npm', ['run', 'mcp:build']) !== 0) fail('the MCP server does not build (npm run mcp:build)');
const env = {CHECK_PACKAGES: JSON.stringify(tarballs)};
const report = join(ROOT, 'test-results', 'results.json');
/** One Playwright run of `projects` (more arguments after); its JSON report's tests, flattened. */
function playwright(projects, extra) {
  const status = run('npx', ['playwright', 'test', ...projects.map((p) => `--project=${p}`), ...extra], env);
  const results = existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')) : {suites: []};
  const found = [];
  const collect = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        const last = t.results?.at(-1);
        const outcome = last?.status ?? 'skipped';
        const errors = (last?.errors ?? []).map((e) => e.message ?? '').join('\n');
        const steps = (last?.steps ?? []).map((step) => ({title: step.title, failed: Boolean(step.error)}));
        found.push({
          file: suite.file ?? file,
          title: spec.title,
          project: t.projectName,
          outcome,
          errors,
          steps,
        });
      }
    }
    for (const child of suite.suites ?? []) collect(child, suite.file ?? file);
  };
  for (const suite of results.suites ?? []) collect(suite, suite.file);
  return {status, tests: found};
}

// The packages' specs but the rows trial, which runs last and alone (below).
const ROWS_SPEC = 'rows.spec.ts';
const packageSpecs = readdirSync(join(ROOT, 'tests', 'packages'))
  .filter((file) => file.endsWith('.spec.ts') && file !== ROWS_SPEC)
  .map((file) => `tests/packages/${file}`);
const first = playwright(
  ['packages', 'projects', 'desktop'],
  [...packageSpecs, 'tests/projects/sent-projects.spec.ts', 'tests/e2e/live-preview.spec.ts'],
);

// The facts check's reports (for published-only members), read before the next run empties test-results/.
const factsDir = join(ROOT, 'test-results', 'check-packages');
const factsReports = (existsSync(factsDir) ? readdirSync(factsDir) : []).map((file) =>
  JSON.parse(readFileSync(join(factsDir, file), 'utf8')),
);
// The MCP's compile (project mcp-code) runs on its own, after the stage, against its installs.
const second = playwright(['mcp-code'], ['tests/projects/mcp-code.spec.ts']);
// The rows trial last, one test at a time, its CPU slowed as the bench calibrates: the calibration first.
if (run('node', ['scripts/bench.mjs', '--calibrate-only']) !== 0) fail('the CPU calibration failed');
const calibration = JSON.parse(readFileSync(join(ROOT, 'bench-results', 'cpu.json'), 'utf8'));
env.ROWS_CPU = JSON.stringify({
  index: calibration.benchmarkIndex,
  slowdown: calibration.cpuSlowdownMultiplier,
});
const third = playwright(['packages'], [`tests/packages/${ROWS_SPEC}`, '--workers=1']);
const status = first.status || second.status || third.status;
const tests = [...first.tests, ...second.tests, ...third.tests];

// The summary, by kind: each step of the workspace's one test a framework counts as the project it opens.
const KIND_RULES = [
  [(t) => t.file.endsWith(ROWS_SPEC), 'rows trial'],
  [(t) => t.file.includes('packages/'), 'facts check'],
  [(t) => t.file.includes('live-preview'), 'live preview'],
  [(t) => t.file.includes('mcp-code'), 'MCP files compiled'],
  [(t) => /type-check/.test(t.title), 'type-checks'],
  [(t) => /^builder/.test(t.title), 'builder files'],
];
const kindOf = (t) => KIND_RULES.find(([rule]) => rule(t))?.[1] ?? 'examples';
// The Using-page walks of the live preview: one test a framework with a step an example file.
const walk = (t) => t.file.includes('live-preview') && /every example on the Using page/.test(t.title);
const counted = tests.flatMap((t) =>
  (t.title.startsWith("each project's page") || walk(t)) && t.steps.length > 0
    ? t.steps.map((step) => ({
        ...t,
        title: walk(t)
          ? `${step.title} (its preview on the Using page)`
          : `${step.title} (its page in the workspace)`,
        kind: walk(t) ? 'live preview' : /^builder/.test(step.title) ? 'builder files' : 'examples',
        outcome: step.failed ? 'failed' : 'passed',
        file: walk(t) ? step.title : t.file,
      }))
    : [{...t, kind: kindOf(t)}],
);
// The members each framework's facts date after its tarball (the facts check's `publishedOnly`).
const publishedOnlyOf = Object.fromEntries(
  factsReports.map((r) => [r.framework, new Set(r.publishedOnly.map((entry) => entry.split(' ')[1]))]),
);
const publishedOnly = new Set(Object.values(publishedOnlyOf).flatMap((names) => [...names]));
/** The published-only members a failure names (a type error), or its example file uses (a preview); null when another cause. */
const onlyPublishedOnly = (t) => {
  const framework = {'.ts': 'angular', '.tsx': 'react', '.vue': 'vue'}[/\.\w+$/.exec(t.file)?.[0]];
  const example = t.kind === 'live preview' && framework ? join(ROOT, 'examples', framework, t.file) : null;
  if (example && existsSync(example)) {
    const source = readFileSync(example, 'utf8');
    const used = [...(publishedOnlyOf[framework] ?? [])].filter((name) =>
      new RegExp(`\\b${name}\\b`).test(source),
    );
    return used.length > 0 ? used : null;
  }
  const named = [...t.errors.matchAll(/Property '(\w+)' does not exist/g)].map((m) => m[1]);
  return named.length > 0 && named.every((name) => publishedOnly.has(name)) ? [...new Set(named)] : null;
};
const kinds = new Map();
const notRun = counted.filter((t) => t.outcome === 'skipped').map((t) => `${t.project}: ${t.title}`);
for (const t of counted) {
  if (t.outcome === 'skipped') continue;
  const entry = kinds.get(t.kind) ?? {passed: 0, failed: [], apart: [], total: 0};
  entry.total += 1;
  const apart = t.outcome === 'passed' ? null : onlyPublishedOnly(t);
  if (t.outcome === 'passed') entry.passed += 1;
  else if (apart) entry.apart.push(`${t.title} (uses ${apart.join(', ')})`);
  else entry.failed.push(t.title);
  kinds.set(t.kind, entry);
}
console.log('\ncheck:packages summary');
for (const [name, path] of Object.entries(tarballs)) console.log(`  ${name}: ${path}`);
for (const [kind, entry] of kinds) {
  const apart = entry.apart.length ? `, ${entry.apart.length} published-only` : '';
  console.log(`  ${kind}: ${entry.passed} of ${entry.total} working${apart}`);
  for (const title of entry.apart)
    console.log(`    published-only (a member newer than the tarball): ${title}`);
  for (const title of entry.failed) console.log(`    not working: ${title}`);
}
for (const facts of factsReports) {
  console.log(
    `  facts, ${facts.framework}: package ${facts.tarballVersion} (the site documents ${facts.documentedVersion}); ` +
      `${facts.members} members, ${facts.typesCompared} types and ${facts.defaultsCompared} defaults compared, ${facts.differences.length} differences`,
  );
  for (const line of facts.differences) console.log(`    difference: ${line}`);
  if (facts.publishedOnly.length)
    console.log(
      `    published-only (after ${facts.tarballVersion}, counted apart): ${facts.publishedOnly.join('; ')}`,
    );
  if (facts.defaultsNotCompared.length)
    console.log(`    defaults not compared: ${facts.defaultsNotCompared.join('; ')}`);
}
// Skipped on purpose (a test for another project's build) or left out after a failure before it.
if (notRun.length) console.log(`  not run (${notRun.length}): ${notRun.join('; ')}`);
const notWorking = [...kinds.values()].some((entry) => entry.failed.length > 0);
process.exit(status === 0 || !notWorking ? 0 : 1);
