/**
 * Journey: a reader uses the table of contents (contract section 2: the table of
 * contents shows headings of levels 2 and 3). Doc pages are rewritten often, so
 * the test reads the headings each page has from the DOM instead of expecting
 * fixed titles; /markdown-page is kept with an h4 so one page always has all
 * three levels.
 */
import {test, expect, type Locator, type Page} from '@playwright/test';
import {gotoHydrated, isMobileWidth} from '../support/journey';

const desktopOnly = 'stand-alone pages show their table of contents beside the page, on desktop only';

const DOC_PAGES = [
  '/docs/react/introduction/intro',
  '/docs/react/api/props',
  '/docs/angular/api/input_props',
  '/docs/vue/installation/install',
];

function toc(page: Page): Locator {
  return page.locator('.table-of-contents').filter({visible: true});
}

/** `#id` targets listed in the table of contents. */
async function tocTargets(page: Page): Promise<string[]> {
  return toc(page)
    .locator('a')
    .evaluateAll((links) => links.map((link) => decodeURIComponent(link.getAttribute('href') ?? '')));
}

/** Ids of the content headings of a level, outside the table of contents. */
async function headingIds(page: Page, level: number): Promise<string[]> {
  return page
    .locator(`main h${level}[id]`)
    .evaluateAll((headings) =>
      headings.filter((h) => !h.closest('.table-of-contents')).map((h) => `#${h.id}`),
    );
}

test('the Markdown page lists its h2 and h3 headings in order, and not its h4', async ({page}) => {
  test.skip(isMobileWidth(page), desktopOnly);
  await gotoHydrated(page, '/markdown-page');
  const h2 = await headingIds(page, 2);
  const h3 = await headingIds(page, 3);
  const h4 = await headingIds(page, 4);
  expect(h2.length).toBeGreaterThan(0);
  expect(h3.length).toBeGreaterThan(0);
  expect(h4.length, 'the page keeps an h4 for this test').toBeGreaterThan(0);

  await expect(toc(page)).toBeVisible();
  const inDocumentOrder = await page
    .locator('main :is(h2, h3)[id]')
    .evaluateAll((headings) =>
      headings.filter((h) => !h.closest('.table-of-contents')).map((h) => `#${h.id}`),
    );
  expect(await tocTargets(page)).toEqual(inDocumentOrder);
  for (const id of h4) expect(await tocTargets(page)).not.toContain(id);
  // h3 entries are nested under their h2.
  await expect(toc(page).locator(':scope > li > ul > li > a').first()).toHaveAttribute('href', h3[0]!);
});

for (const path of DOC_PAGES) {
  test(`on ${path} every entry is an h2 or h3 of the page, and no h4 is listed`, async ({page}) => {
    await gotoHydrated(page, path);
    // On mobile, doc pages fold the table of contents into "On this page".
    if (isMobileWidth(page)) {
      await page.getByRole('button', {name: 'On this page'}).click();
      await expect(toc(page).locator('a').first(), 'tapping "On this page" opens the list').toBeVisible();
    }
    const h2 = await headingIds(page, 2);
    const h3 = await headingIds(page, 3);
    const deeper = [...(await headingIds(page, 4)), ...(await headingIds(page, 5))];
    const targets = await tocTargets(page);
    expect(targets.length, 'the page has a table of contents').toBeGreaterThan(0);
    for (const target of targets) expect([...h2, ...h3]).toContain(target);
    for (const id of deeper) expect(targets).not.toContain(id);
    // Markdown h2 and h3 are all listed (headings rendered by components are not part of the TOC by design).
    const markdownHeadings = await page
      .locator('main .theme-doc-markdown > :is(h2, h3)[id]')
      .evaluateAll((headings) => headings.map((h) => `#${h.id}`));
    for (const id of markdownHeadings) expect(targets).toContain(id);
  });
}

test('clicking an entry lands on its heading', async ({page}) => {
  test.skip(isMobileWidth(page), desktopOnly);
  await gotoHydrated(page, '/markdown-page');
  const entry = toc(page).locator('a').last();
  const target = (await entry.getAttribute('href'))!;
  await entry.click();
  await expect.poll(() => new URL(page.url()).hash).toBe(target);
  await expect(page.locator(target)).toBeInViewport();
});
