/**
 * The facts check of `npm run check:packages` (issue 45): the facts file against the real
 * packages' published files (tests/support/packageApi.ts). Every member in the facts exists in the
 * package with the default the facts give, and every public input, output and prop of the package
 * is in the facts; a difference names the member. A member the facts date after the tarball's
 * version (`since`) is counted apart as published-only, and a default the facts say changed after
 * it is compared with its `previousDefault`. Runs only when the script passes tarballs
 * (`CHECK_PACKAGES`); it is no part of `npm test`, which has no copy of the packages.
 */
import {test, expect} from '@playwright/test';
import {mkdirSync, writeFileSync} from 'node:fs';
import {isDeepStrictEqual} from 'node:util';
import semver from 'semver';
import {frameworkIds, type FrameworkId} from '../../src/data/frameworks';
import {defaultAsValue} from '../../src/plugins/live-preview/page';
import {readFacts} from '../support/facts';
import {packageApi} from '../support/packageApi';
import {realPackage} from '../support/realPackages';

interface Member {
  readonly name: string;
  readonly type: string;
  readonly default: unknown;
  readonly since?: string;
  readonly previousDefault?: {readonly value: unknown; readonly until: string};
}
interface Facts {
  readonly latestVersion: string;
  readonly componentClass?: string;
  readonly componentName?: string;
  readonly inputs?: readonly Member[];
  readonly props?: readonly Member[];
  readonly outputs?: readonly {readonly name: string; readonly since?: string}[];
}

const facts = readFacts<{packages: Record<FrameworkId, Facts>}>();

/** `boolean`, `string` or `number` when a type says only that (`boolean | undefined`, Vue's `Boolean`), else null. */
function plainType(type: string): string | null {
  const words = type
    .split('|')
    .map((part) => part.trim().toLowerCase())
    .filter((part) => part !== 'undefined' && part !== 'null');
  return words.length === 1 && ['boolean', 'string', 'number'].includes(words[0]!) ? words[0]! : null;
}

const show = (value: unknown): string => (value === undefined ? 'none' : JSON.stringify(value));

for (const framework of frameworkIds) {
  test(`${framework}: the facts and the package's published files agree`, () => {
    const real = realPackage(framework);
    test.skip(!real, `no ${framework} tarball was given`);
    const pkg = facts.packages[framework];
    const api = packageApi(framework, real!, pkg);
    const version = real!.manifest.version;
    const later = (since?: string): boolean => !!since && semver.gt(since, version);
    const differences: string[] = [];
    const publishedOnly: string[] = [];
    const notCompared: string[] = [];
    let compared = 0;
    let typesCompared = 0;
    const word = framework === 'angular' ? 'input' : 'prop';
    const members = (framework === 'angular' ? pkg.inputs : pkg.props) ?? [];

    for (const member of members) {
      if (!api.members.has(member.name)) {
        if (later(member.since)) publishedOnly.push(`${word} ${member.name} (since ${member.since})`);
        else differences.push(`${word} ${member.name}: in the facts, not in the package ${version}`);
        continue;
      }
      // The type, where both say a plain one (boolean, string, number).
      const factsType = plainType(member.type);
      const packageType = plainType(api.members.get(member.name)!);
      if (factsType && packageType) {
        typesCompared += 1;
        if (factsType !== packageType)
          differences.push(
            `${word} ${member.name}: the facts give the type ${member.type}, the package ${api.members.get(member.name)}`,
          );
      }
      // The default the tarball's version has: the previous one when the facts date a change after it.
      const documented =
        member.previousDefault && later(member.previousDefault.until)
          ? member.previousDefault.value
          : member.default;
      const expected = documented === null ? undefined : defaultAsValue(documented, member.type);
      const code = api.defaults.get(member.name);
      if (documented !== null && expected === undefined) {
        notCompared.push(`${member.name} (the facts describe it: ${show(documented)})`);
        continue;
      }
      if (code === 'unread') {
        notCompared.push(`${member.name} (the code computes it)`);
        continue;
      }
      compared += 1;
      const actual = code?.value;
      // A boolean the code leaves unset reads as false wherever it is tested.
      const same = isDeepStrictEqual(actual, expected) || (expected === false && actual === undefined);
      if (!same) {
        differences.push(
          `${word} ${member.name}: the facts give the default ${show(documented)}, the package's code ${show(actual)}`,
        );
      }
    }
    for (const name of api.members.keys()) {
      if (!members.some((m) => m.name === name))
        differences.push(
          `${word} ${name}: in the package ${version} (${api.members.get(name)}), not in the facts`,
        );
    }
    if (framework === 'angular') {
      const outputs = pkg.outputs ?? [];
      for (const output of outputs) {
        if (api.outputs.includes(output.name)) continue;
        if (later(output.since)) publishedOnly.push(`output ${output.name} (since ${output.since})`);
        else differences.push(`output ${output.name}: in the facts, not in the package ${version}`);
      }
      for (const name of api.outputs) {
        if (!outputs.some((o) => o.name === name))
          differences.push(`output ${name}: in the package ${version}, not in the facts`);
      }
    }

    // What scripts/check-packages.mjs reads back and prints in its summary.
    const report = {
      framework,
      tarballVersion: version,
      documentedVersion: pkg.latestVersion,
      members: api.members.size + api.outputs.length,
      typesCompared,
      defaultsCompared: compared,
      defaultsNotCompared: notCompared,
      publishedOnly,
      differences,
    };
    mkdirSync('test-results/check-packages', {recursive: true});
    writeFileSync(
      `test-results/check-packages/facts-${framework}.json`,
      `${JSON.stringify(report, null, 2)}\n`,
    );
    expect(differences, `${framework}: the facts against ${real!.tarball}`).toEqual([]);
  });
}
