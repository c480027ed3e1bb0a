/**
 * The facts check of `npm run check:packages` (issue 45): the facts file against the real
 * packages' published files, with the comparison `npm run facts:import` makes
 * (src/lib/packageApi: `compareRelease`). The package is held to what the facts say its own
 * release had (`membersAt`; the facts' latest for a newer tarball): every member there exists in
 * the package with that release's type (where both say a plain one) and default (where the code
 * sets a plain value), and every public input, output and prop of the package is there; a
 * difference names the member. A member the facts date after the tarball's version is counted apart
 * as published-only. Runs only when the script passes tarballs (`CHECK_PACKAGES`); it is no part of
 * `npm test`, which has no copy of the packages.
 */
import {test, expect} from '@playwright/test';
import {mkdirSync, writeFileSync} from 'node:fs';
import {frameworkIds} from '../../src/data/frameworks';
import {compareRelease, describeDifference} from '../../src/lib/packageApi';
import {readFacts} from '../support/facts';
import {packageApi} from '../support/packageApi';
import {realPackage} from '../support/realPackages';

interface Facts {
  readonly componentClass?: string;
  readonly componentName?: string;
}

const facts = readFacts<{packages: Record<string, Facts>}>();

for (const framework of frameworkIds) {
  test(`${framework}: the facts and the package's published files agree`, () => {
    const real = realPackage(framework);
    test.skip(!real, `no ${framework} tarball was given`);
    const api = packageApi(framework, real!, facts.packages[framework]!);
    const comparison = compareRelease(facts, framework, api, real!.manifest.version);
    const differences = comparison.differences.map((d) => describeDifference(d, comparison));

    // What scripts/check-packages.mjs reads back and prints in its summary.
    const report = {
      framework,
      tarballVersion: comparison.tarballVersion,
      documentedVersion: comparison.documentedVersion,
      members: comparison.members,
      typesCompared: comparison.typesCompared,
      defaultsCompared: comparison.defaultsCompared,
      defaultsNotCompared: comparison.defaultsNotCompared,
      publishedOnly: comparison.publishedOnly,
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
