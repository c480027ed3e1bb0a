/**
 * The still pictures the home page shows when the public CDN cannot be reached (issue "What a
 * reader sees"): each real package, run in the home page's live preview (the CDN double serving
 * the tarball's own module, tests/support/cdn.ts) with "an" typed, drawn from the frame. Under
 * `npm run check:packages` only, so a picture is never one of the stand-in. With
 * `RECORD_PICTURES=1` it writes `static/img/previews/<framework>.png` and the package and version
 * it shows into src/data/previewPictures.json; without, it fails when the recording is of another
 * version than the tarball, or missing.
 */
import {test, expect} from '@playwright/test';
import {readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {imageSize} from 'image-size';
import {frameworkIds} from '../../src/data/frameworks';
import {FRAMEWORK_STORAGE_KEY} from '../../src/data/frameworkSwitch/choice';
import {PICTURES_FILE, pictureFile, type PreviewPictures} from '../../src/data/previewPictures';
import {angularCdn, serveCdn} from '../support/cdn';
import {realPackage} from '../support/realPackages';

const RECORD = process.env.RECORD_PICTURES === '1';
const ROOT = join(__dirname, '..', '..');
const readPictures = (): PreviewPictures => JSON.parse(readFileSync(join(ROOT, PICTURES_FILE), 'utf8'));

// One after the other: a recording run rewrites the one file each test adds to.
test.describe.configure({mode: 'serial'});

for (const framework of frameworkIds) {
  test(`${framework}: the home page's still picture is of the package's version`, async ({page, context}) => {
    const real = realPackage(framework);
    test.skip(!real, `no ${framework} tarball was given`);
    const {name: npmName, version} = real!.manifest;
    if (!RECORD) {
      const recorded = readPictures()[framework];
      expect(
        recorded && `${recorded.npmName}@${recorded.version}`,
        `${framework}: the picture (src/data/previewPictures.json) against ${real!.tarball}; run with RECORD_PICTURES=1`,
      ).toBe(`${npmName}@${version}`);
      return;
    }
    test.setTimeout(framework === 'angular' ? 600_000 : 60_000);
    if (framework === 'angular') await angularCdn();
    await serveCdn(context);
    await page.addInitScript(
      ([key, value]) => window.localStorage.setItem(key!, value!),
      [FRAMEWORK_STORAGE_KEY, framework],
    );
    // A picture of a size that fits the home page's column on a laptop and shrinks on a phone.
    await page.setViewportSize({width: 720, height: 900});
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.getByRole('button', {name: 'Try it: type a fruit'}).click();
    await expect(page.locator('[data-live-preview="running"]')).toBeAttached({timeout: 90_000});
    const frameElement = page.locator('iframe[title^="Live preview"]');
    const frame = page.frameLocator('iframe[title^="Live preview"]');
    await frame.locator('input').first().fill('an');
    await expect(frame.locator('li').filter({hasText: 'Banana'}).first()).toBeVisible();
    // The frame grows to its content (its size messages): the picture waits until it has settled.
    let shown = -1;
    await expect
      .poll(
        async () => {
          const now = (await frameElement.boundingBox())?.height ?? 0;
          const settled = now === shown;
          shown = now;
          return settled;
        },
        {intervals: [300]},
      )
      .toBe(true);
    const png = await frameElement.screenshot({
      path: join(ROOT, pictureFile(framework)),
      animations: 'disabled',
    });
    const {width, height} = imageSize(png);
    const pictures = {
      ...readPictures(),
      [framework]: {npmName, version, width, height},
    };
    const ordered = Object.fromEntries(
      frameworkIds.filter((id) => id in pictures).map((id) => [id, pictures[id]]),
    );
    writeFileSync(join(ROOT, PICTURES_FILE), `${JSON.stringify(ordered, null, 2)}\n`);
  });
}
