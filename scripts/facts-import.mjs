#!/usr/bin/env node
/**
 * `npm run facts:import -- --angular A.tgz --react R.tgz --vue V.tgz`: reads each package's API
 * (src/lib/packageApi) and bundle size (src/lib/packageSize) from a release's npm tarball. A release
 * newer than the facts' latest is recorded (src/lib/packageApi/facts.ts); one the facts have is
 * compared, each difference printed, exit 1, nothing written. A recorded size that differs is such a
 * difference too: a published tarball never changes, so delete the release's `size` to record anew.
 * `--facts <file>`: another facts file; `--check`: write nothing. Exit 2 on a usage error.
 */
import {execFileSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join, relative} from 'node:path';
import {fileURLToPath} from 'node:url';
import {packageArgs} from './package-args.mjs';
import {importTs} from './ts-hooks.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const USAGE = `Usage: npm run facts:import -- --angular <ng-autocomplete-plugin.tgz> --react <react-autocomplete-plugin.tgz> --vue <vue-autocomplete-plugin.tgz> [--facts <file>] [--check]
Each is an npm tarball of the package (what \`npm pack\` gives in the package's built folder). At least one is needed;
a framework left out is not read. A release newer than the facts' latest is recorded in the facts file
(src/data/library-facts.json, or --facts); a release the facts have is compared and nothing is written.
--check writes nothing.`;

function fail(message) {
  console.error(`facts:import: ${message}\n\n${USAGE}`);
  process.exit(2);
}

const {tarballs, values} = packageArgs(fail, {facts: {type: 'string'}, check: {type: 'boolean'}});
const factsFile = values.facts ?? join(ROOT, 'src/data/library-facts.json');
const checkOnly = values.check === true;

// The facts reader's JSON read: a syntax error names the file, line and column, and shows the line.
const {parseFactsJson} = await importTs('src/data/facts/index.ts');
let facts;
try {
  facts = parseFactsJson(readFileSync(factsFile, 'utf8'), relative(process.cwd(), factsFile));
} catch (error) {
  fail(error.message);
}

const lib = await importTs('src/lib/packageApi/index.ts');
const sizes = await importTs('src/lib/packageSize/index.ts');

/** Every file below `dir`, as a `/`-separated path inside it. */
const filesBelow = (dir) =>
  readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'));

/** The tarball unpacked into a scratch folder, as src/lib/packageApi reads it; `done` removes it. */
function unpack(tarball) {
  const scratch = mkdtempSync(join(tmpdir(), 'facts-import-'));
  const done = () => rmSync(scratch, {recursive: true, force: true});
  try {
    execFileSync('tar', ['-xzf', tarball, '-C', scratch]);
  } catch (error) {
    done();
    throw new Error(`${tarball} could not be unpacked: ${error.message}`);
  }
  const dir = join(scratch, 'package');
  if (!existsSync(join(dir, 'package.json'))) {
    done();
    throw new Error(`${tarball} has no package/package.json (is it an npm tarball?)`);
  }
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  return {
    dir,
    files: {
      label: tarball,
      manifest,
      paths: filesBelow(dir),
      read: (path) => readFileSync(join(dir, path), 'utf8'),
    },
    done,
  };
}

const show = (list) => list.map((line) => `    ${line}`).join('\n');
let changed = false;
let failed = false;
const summary = [];
for (const [framework, tarball] of Object.entries(tarballs)) {
  const pkg = facts.packages[framework];
  const {dir, files, done} = unpack(tarball);
  try {
    const {manifest} = files;
    if (manifest.name !== pkg.npmName)
      throw new Error(`--${framework}: ${tarball} is ${manifest.name}, not ${pkg.npmName}`);
    // Measured first: a module file the package.json names and the tarball lacks is named here.
    const size = await sizes.measurePackageSize({
      dir,
      files,
      exportName: sizes.sizeImportOf(facts, framework),
      dependenciesFrom: ROOT,
    });
    const api = lib.packageApi(framework, files, pkg);
    const sizeLine = `size: ${sizes.describeSize(size)}`;
    const counts = (c) =>
      `${c.members} members, ${c.typesCompared} types and ${c.defaultsCompared} defaults compared`;
    if (lib.isNewerRelease(facts, framework, manifest.version)) {
      const result = lib.importRelease(facts, framework, api, manifest);
      facts = sizes.recordSize(result.facts, framework, manifest.version, size);
      changed = true;
      summary.push(
        `${framework}: ${pkg.npmName} ${manifest.version} is newer than the facts' ${pkg.latestVersion}: ` +
          `${checkOnly ? 'would record' : 'recorded'} (${counts(result.comparison)})\n${show([...result.recorded, sizeLine])}` +
          `\n  left for you to write (npm run data:check names each):\n${show(result.toWrite)}`,
      );
    } else {
      const comparison = lib.compareRelease(facts, framework, api, manifest.version);
      const differences = comparison.differences.map((d) => lib.describeDifference(d, comparison));
      const recordedSize = sizes.recordedSize(facts, framework, manifest.version);
      const sizeDifference = recordedSize && sizes.sizeDifference(recordedSize, size);
      if (sizeDifference) differences.push(sizeDifference);
      const older =
        manifest.version === pkg.latestVersion
          ? ''
          : ` (older than the documented ${pkg.latestVersion}: compared with what the facts say ${manifest.version} had)`;
      const lines = [
        `${framework}: ${pkg.npmName} ${manifest.version}${older}: ${counts(comparison)}, ` +
          `${differences.length ? `${differences.length} differences, nothing written` : recordedSize ? 'the facts agree, nothing to change' : 'the facts agree; its size is new'}`,
        ...differences.map((line) => `    difference: ${line}`),
      ];
      if (!recordedSize) {
        facts = sizes.recordSize(facts, framework, manifest.version, size);
        changed = true;
        lines.push(`    ${checkOnly ? 'would record' : 'recorded'} ${sizeLine}`);
      } else if (!sizeDifference) lines.push(`    ${sizeLine}, as recorded on ${recordedSize.measured}`);
      if (comparison.publishedOnly.length)
        lines.push(
          `    not in this release (the facts date them later): ${comparison.publishedOnly.join('; ')}`,
        );
      if (comparison.defaultsNotCompared.length)
        lines.push(`    defaults not compared: ${comparison.defaultsNotCompared.join('; ')}`);
      summary.push(lines.join('\n'));
      if (differences.length) failed = true;
    }
  } catch (error) {
    summary.push(`${framework}: ${error.message}`);
    failed = true;
  } finally {
    done();
  }
}

console.log(`facts:import, ${relative(process.cwd(), factsFile) || factsFile}`);
console.log(summary.join('\n'));
if (changed && !failed && !checkOnly) {
  writeFileSync(factsFile, `${JSON.stringify(facts, null, 2)}\n`);
  console.log(`Wrote ${relative(process.cwd(), factsFile)}. Then: npm run data:check`);
} else if (changed) {
  console.log(checkOnly ? 'Nothing written (--check).' : 'Nothing written: a package above differs.');
}
process.exit(failed ? 1 : 0);
