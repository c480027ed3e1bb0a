/**
 * The ARIA traits of the real packages (issue "Derived, not restated", item 5), and their verdicts
 * on the accessibility criteria (issue 60, item 1: src/data/a11yCriteria.ts judges what
 * tests/support/a11yObservation.ts sees), under
 * `npm run check:packages` only (CHECK_PACKAGES names the tarballs): each package runs in its
 * accessibility page's live preview, the CDN double serving the tarball's own module
 * (tests/support/cdn.ts), and what it sets (tests/support/ariaTraits.ts: roles and `aria-*` of the
 * input and the rows, after typing and after each key of the keyboard table) is compared with the
 * recording, src/data/ariaTraits.json: a difference fails, naming each one (a verdict that differs
 * too, with the evidence found). With `RECORD_TRAITS=1` it writes the package's traits and verdicts
 * into the recording instead, with the tarball's version.
 * The stand-in of `npm test` sets exactly what this records (tests/stand-in/generate.ts).
 */
import {test, expect} from '@playwright/test';
import {writeFileSync} from 'node:fs';
import {format, resolveConfig} from 'prettier';
import {frameworkIds} from '../../src/data/frameworks';
import {angularCdn, serveCdn} from '../support/cdn';
import {judgeAll} from '../../src/data/a11yCriteria';
import {observeComponent} from '../support/a11yObservation';
import {readTraits, traitDifferences, TRAITS_FILE} from '../support/ariaTraits';
import {realPackage} from '../support/realPackages';

const RECORD = process.env.RECORD_TRAITS === '1';

// One after the other: a recording run rewrites the one file each test adds to.
test.describe.configure({mode: 'serial'});

for (const framework of frameworkIds) {
  test(`${framework}: the package sets the ARIA the recording says`, async ({page, context}) => {
    const real = realPackage(framework);
    test.skip(!real, `no ${framework} tarball was given`);
    test.setTimeout(framework === 'angular' ? 600_000 : 180_000);
    if (framework === 'angular') await angularCdn();
    await serveCdn(context);
    const seen = await observeComponent(page, framework, {
      npmName: real!.manifest.name,
      version: real!.manifest.version,
    });
    const judgedOn = new Date().toISOString().slice(0, 10);
    const found = {...seen.traits, judgedOn, criteria: judgeAll(seen)};
    const recording = readTraits();
    if (RECORD) {
      const packages = {...recording.packages, [framework]: found};
      const ordered = Object.fromEntries(
        frameworkIds.filter((id) => id in packages).map((id) => [id, packages[id]]),
      );
      // Written as the repository's Prettier writes it, so a recording passes `npm run format:check`.
      const json = JSON.stringify({...recording, packages: ordered});
      const options = {...(await resolveConfig(TRAITS_FILE)), filepath: TRAITS_FILE};
      writeFileSync(TRAITS_FILE, await format(json, options));
      return;
    }
    const recorded = recording.packages[framework];
    expect(recorded, `${framework}: no recording; run this spec with RECORD_TRAITS=1`).toBeDefined();
    const differences = [
      ...(recorded!.version === found.version
        ? []
        : [`recorded from ${recorded!.version}, the tarball is ${found.version}`]),
      ...traitDifferences(recorded!, found),
      ...Object.entries(found.criteria)
        .filter(([id, judged]) => recorded!.criteria?.[id]?.verdict !== judged.verdict)
        .map(
          ([id, judged]) =>
            `criterion ${id}: recorded ${recorded!.criteria?.[id]?.verdict ?? 'nothing'}, found ${judged.verdict} (${judged.evidence.join(' ')})`,
        ),
    ];
    expect(
      differences,
      `${framework}: the recording (src/data/ariaTraits.json) against ${real!.tarball}`,
    ).toEqual([]);
  });
}
