/**
 * The home page's still pictures (src/data/previewPictures.ts): each recorded picture is in
 * static/img/previews/, of the size the record says, and shows a release of its package that the
 * facts know (recorded by `npm run check:packages` from the published package, never the stand-in).
 */
import {test, expect} from '@playwright/test';
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {imageSize} from 'image-size';
import {frameworkIds} from '../../src/data/frameworks';
import {pictureFile, previewPictures} from '../../src/data/previewPictures';
import {readFacts} from '../support/facts';

const ROOT = join(__dirname, '..', '..');
const facts = readFacts<{packages: Record<string, {npmName: string; releases: {version: string}[]}>}>();

for (const framework of frameworkIds) {
  test(`${framework}: the still picture, when recorded, is a release of the package at its recorded size`, () => {
    const picture = previewPictures[framework];
    const file = join(ROOT, pictureFile(framework));
    if (!picture) {
      expect(
        existsSync(file),
        `${pictureFile(framework)} has no record in src/data/previewPictures.json`,
      ).toBe(false);
      return;
    }
    const pkg = facts.packages[framework]!;
    expect(picture.npmName).toBe(pkg.npmName);
    expect(
      pkg.releases.map((r) => r.version),
      `${framework}: the picture's version is a release in the facts`,
    ).toContain(picture.version);
    expect(existsSync(file), `${pictureFile(framework)}: run check:packages with RECORD_PICTURES=1`).toBe(
      true,
    );
    const {width, height} = imageSize(readFileSync(file));
    expect({width, height}).toEqual({width: picture.width, height: picture.height});
  });
}
