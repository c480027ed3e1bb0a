/**
 * The facts check of `npm run check:packages` (issue 45): the facts file against the real
 * packages' published files, with the comparison `npm run facts:import` makes
 * (src/lib/packageApi: `compareRelease`). The package is held to what the facts say its own
 * release had (`membersAt`; the facts' latest for a newer tarball): every member there exists in
 * the package with that release's type (where both say a plain one) and default (where the code
 * sets a plain value), and every public input, output and prop of the package is there; a
 * difference names the member. A member the facts date after the tarball's version is counted apart
 * as published-only. The size an app adds when it imports the package is measured from the
 * tarball (src/lib/packageSize) and held to the one the facts record for that release, when they
 * record one. Runs only when the script passes tarballs (`CHECK_PACKAGES`); it is no part of
 * `npm test`, which has no copy of the packages.
 */
import {test, expect} from '@playwright/test';
import {mkdirSync, writeFileSync} from 'node:fs';
import {frameworkIds} from '../../src/data/frameworks';
import {join} from 'node:path';
import {compareRelease, describeDifference} from '../../src/lib/packageApi';
import {
  describeSize,
  measurePackageSize,
  recordedSize,
  sizeDifference,
  sizeImportOf,
} from '../../src/lib/packageSize';
import {readFacts} from '../support/facts';
import {packageApi, packageFiles} from '../support/packageApi';
import {realPackage} from '../support/realPackages';

interface Facts {
  readonly componentClass?: string;
  readonly componentName?: string;
}

const facts = readFacts<{packages: Record<string, Facts>}>();

for (const framework of frameworkIds) {
  test(`${framework}: the facts and the package's published files agree`, async () => {
    const real = realPackage(framework);
    test.skip(!real, `no ${framework} tarball was given`);
    const api = packageApi(framework, real!, facts.packages[framework]!);
    const comparison = compareRelease(facts, framework, api, real!.manifest.version);
    const differences = comparison.differences.map((d) => describeDifference(d, comparison));
    const size = await measurePackageSize({
      dir: real!.dir,
      files: packageFiles(real!),
      exportName: sizeImportOf(facts, framework),
      dependenciesFrom: join(__dirname, '..', '..'),
    });
    const recorded = recordedSize(facts, framework, real!.manifest.version);
    const sizeDiffers = recorded && sizeDifference(recorded, size);
    if (sizeDiffers) differences.push(sizeDiffers);

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
      size: recorded
        ? `as recorded on ${recorded.measured}`
        : `not recorded for ${real!.manifest.version} (npm run facts:import records it): ${describeSize(size)}`,
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
