/**
 * What a first-time reader sees (issue 57): colours, boxes and line breaks, measured in the browser
 * at the desktop width and on a phone (390 px, set here: the mobile project's 800 px is wider than
 * a phone). Each test names what it looked at when it fails.
 */
import {test, expect, type Page} from '@playwright/test';
import {frameworks} from '../../src/data/frameworks';
import {useColorMode} from '../support/axe';
import {gotoHydrated} from '../support/journey';

const DESKTOP = {width: 1280, height: 800};
const PHONE = {width: 390, height: 844};

/** The three frameworks' labels in the site's one order, the one of src/data/frameworks.ts. */
const LABELS = frameworks.map((f) => f.label);
const SHORT_LABELS = frameworks.map((f) => f.shortLabel);

/** Relative luminance (WCAG 2) of a computed `rgb(...)` / `rgba(...)` colour; transparent is the white canvas. */
function luminance(color: string): number {
  const parts = color.match(/[\d.]+/g) ?? [];
  if (parts[3] === '0') return 1;
  const [r, g, b] = parts.slice(0, 3).map((part) => {
    const c = Number(part) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

for (const mode of ['dark', 'light'] as const) {
  test(`the announcement bar takes the ${mode} mode's colours, with AA contrast`, async ({page}) => {
    await page.setViewportSize(DESKTOP);
    await useColorMode(page, mode);
    await gotoHydrated(page, '/');
    const seen = await page.evaluate(() => {
      const bar = document.querySelector('.theme-announcement-bar')!;
      const link = bar.querySelector('a')!;
      return {
        bar: getComputedStyle(bar).backgroundColor,
        text: getComputedStyle(link.parentElement!).color,
        link: getComputedStyle(link).color,
        close: getComputedStyle(bar.querySelector('button')!).color,
        page: getComputedStyle(document.documentElement).backgroundColor,
      };
    });
    // A dark strip on the dark site, a light one on the light site.
    if (mode === 'dark') expect(luminance(seen.bar), `bar ${seen.bar} on a dark page`).toBeLessThan(0.2);
    else expect(luminance(seen.bar), `bar ${seen.bar} on a light page`).toBeGreaterThan(0.6);
    expect(Math.abs(luminance(seen.bar) - luminance(seen.page)), 'bar and page alike').toBeLessThan(0.6);
    expect(contrast(seen.text, seen.bar), `text ${seen.text} on ${seen.bar}`).toBeGreaterThanOrEqual(4.5);
    expect(contrast(seen.link, seen.bar), `link ${seen.link} on ${seen.bar}`).toBeGreaterThanOrEqual(4.5);
    expect(
      contrast(seen.close, seen.bar),
      `close button ${seen.close} on ${seen.bar}`,
    ).toBeGreaterThanOrEqual(4.5);
  });
}

/**
 * The line breaks inside each identifier (a one-word `code`) of the page's tables that fall inside
 * a word: a break is allowed only at a camel-case hump (`showLoading|Spinner`, `ARIA|Label`) or after
 * `.`, `/`, `-` or `_`. Returns `name: before|after` for each bad break.
 */
function breaksInsideWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const allowed = (before: string, after: string, next: string): boolean =>
      /[./_-]/.test(before) ||
      (/[a-z0-9]/.test(before) && /[A-Z]/.test(after)) ||
      (/[A-Z]/.test(before) && /[A-Z]/.test(after) && /[a-z]/.test(next));
    const bad: string[] = [];
    for (const code of Array.from(document.querySelectorAll('article table code'))) {
      const name = code.textContent ?? '';
      if (!/^[A-Za-z_$][\w$.-]*$/.test(name)) continue;
      let index = 0;
      let lastTop: number | null = null;
      const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let i = 0; i < node.textContent!.length; i += 1, index += 1) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const box = range.getClientRects()[0];
          if (!box || box.width === 0) continue;
          if (lastTop !== null && box.top > lastTop + box.height / 2) {
            if (!allowed(name[index - 1]!, name[index]!, name[index + 1] ?? '')) {
              bad.push(`${name.slice(0, index)}|${name.slice(index)}`);
            }
          }
          lastTop = box.top;
        }
      }
    }
    return bad;
  });
}

test('identifiers in the API tables wrap only between their words, at 1280 and 390 px', async ({page}) => {
  test.setTimeout(90_000);
  const pages = frameworks.flatMap((f) =>
    (f.sections.find((s) => s.id === 'api')?.pages ?? []).map((p) => `/docs/${f.id}/api/${p}`),
  );
  const found: string[] = [];
  for (const path of pages) {
    await page.setViewportSize(DESKTOP);
    await gotoHydrated(page, path);
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      for (const name of await breaksInsideWords(page))
        found.push(`${path} at ${viewport.width} px: ${name}`);
    }
  }
  expect(found, 'identifiers broken inside a word').toEqual([]);
});

test('"Your version" shows its whole selected label, at 1280 and 390 px', async ({page}) => {
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await gotoHydrated(page, '/docs/react/api/props');
    const select = page.locator('select#api-version');
    await expect(select).toBeVisible();
    // The width Chromium gives a select that has only the selected label, next to the real one.
    const {shown, needed, label} = await select.evaluate((element: HTMLSelectElement) => {
      const probe = element.cloneNode(false) as HTMLSelectElement;
      probe.removeAttribute('id');
      probe.style.width = 'auto';
      probe.style.maxWidth = 'none';
      probe.style.position = 'absolute';
      probe.style.visibility = 'hidden';
      const text = element.selectedOptions[0]!.text;
      probe.append(new Option(text));
      element.after(probe);
      const result = {
        shown: element.getBoundingClientRect().width,
        needed: probe.getBoundingClientRect().width,
      };
      probe.remove();
      return {...result, label: text};
    });
    expect(
      shown,
      `"${label}" at ${viewport.width} px: ${shown} px shown, ${needed} px needed`,
    ).toBeGreaterThanOrEqual(needed - 0.5);
  }
});

test("the builder's four actions sit in a tidy grid, at 1280 and 390 px", async ({page}) => {
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await gotoHydrated(page, '/docs/react/examples/stackblitz');
    // The builder's island settles (its chunks loaded) before its buttons are measured, in one go.
    await page.waitForLoadState('networkidle');
    const builder = page.getByRole('region', {name: 'Build your React file'});
    await expect(builder.getByRole('button', {name: 'Preview live'})).toBeVisible();
    const measured = await builder.getByRole('button').evaluateAll((buttons) =>
      buttons.flatMap((button) => {
        const text = button.textContent!.trim();
        if (!/^(Copy file|Run here|Open in StackBlitz|Preview live)$/.test(text)) return [];
        const {x, y, width, height} = button.getBoundingClientRect();
        return [{text, x, y, width, height}];
      }),
    );
    expect(measured.map((b) => b.text)).toEqual([
      'Copy file',
      'Run here',
      'Open in StackBlitz',
      'Preview live',
    ]);
    const boxes = measured.map(({x, y, width, height}) => ({x, y, width, height}));
    const where = `at ${viewport.width} px: ${JSON.stringify(boxes.map((b) => [b.x, b.y, b.width, b.height]))}`;
    const near = (a: number, b: number) => Math.abs(a - b) < 1.5;
    // Same size each, in rows whose tops line up, and in columns: every left edge is one of the first row's.
    for (const box of boxes) {
      expect(near(box.width, boxes[0]!.width) && near(box.height, boxes[0]!.height), `sizes ${where}`).toBe(
        true,
      );
    }
    const firstRow = boxes.filter((b) => near(b.y, boxes[0]!.y));
    for (const box of boxes) {
      expect(
        boxes.some((other) => other !== box && near(other.y, box.y)),
        `a button alone on its row ${where}`,
      ).toBe(true);
      expect(
        firstRow.some((b) => near(b.x, box.x)),
        `columns ${where}`,
      ).toBe(true);
    }
    // Left to right, then top to bottom, in the order of the page.
    const order = [...boxes].sort((a, b) => (near(a.y, b.y) ? a.x - b.x : a.y - b.y));
    expect(order, `reading order ${where}`).toEqual(boxes);
  }
});

test('on a phone the open search box leaves the site title in view', async ({page}) => {
  await page.setViewportSize(PHONE);
  await gotoHydrated(page, '/');
  const search = page.getByRole('combobox', {name: 'Search the docs'});
  await search.click();
  await search.fill('arrow');
  await expect(search).toBeFocused();
  // Every line box of the title's text, against the search box.
  const seen = await page.evaluate(() => {
    const title = document.querySelector('.navbar__title')!;
    const range = document.createRange();
    range.selectNodeContents(title);
    const input = document.querySelector('.navbar__search-input')!.getBoundingClientRect();
    return {
      lines: Array.from(range.getClientRects()).map((r) => ({
        left: r.left,
        right: r.right,
        top: r.top,
        bottom: r.bottom,
      })),
      input: {left: input.left, right: input.right, width: input.width},
      clipped: title.scrollWidth > title.clientWidth + 1,
      // Each word of the title on one line: the title wraps between its words only.
      splitWords: (title.textContent ?? '').split(' ').filter((word) => {
        const node = title.firstChild!;
        const at = node.textContent!.indexOf(word);
        const part = document.createRange();
        part.setStart(node, at);
        part.setEnd(node, at + word.length);
        return new Set(Array.from(part.getClientRects()).map((r) => Math.round(r.top))).size > 1;
      }),
    };
  });
  expect(seen.lines.length, 'the title is on screen').toBeGreaterThan(0);
  for (const line of seen.lines) {
    expect(
      line.right,
      `title line ${JSON.stringify(line)} under the search box ${JSON.stringify(seen.input)}`,
    ).toBeLessThanOrEqual(seen.input.left);
  }
  expect(seen.clipped, 'the title is cut').toBe(false);
  expect(seen.splitWords, 'title words broken across lines').toEqual([]);
  // The open box is still a box to type in.
  expect(seen.input.width).toBeGreaterThanOrEqual(120);
});

const homeCards = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({has: page.getByRole('heading')});

test('the framework cards show each version on one line', async ({page}) => {
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await gotoHydrated(page, '/');
    const cards = homeCards(page);
    await expect(cards).toHaveCount(frameworks.length);
    for (const card of await cards.all()) {
      // The line boxes from "version" to the end of its paragraph ("version 2.1.4").
      const lines = await card.locator('p', {hasText: 'version'}).evaluate((paragraph) => {
        const walker = document.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const at = node.textContent!.indexOf('version');
          if (at === -1) continue;
          const range = document.createRange();
          range.setStart(node, at);
          range.setEnd(paragraph, paragraph.childNodes.length);
          return new Set(
            Array.from(range.getClientRects())
              .filter((r) => r.width > 0)
              .map((r) => Math.round(r.top)),
          ).size;
        }
        return 0;
      });
      expect(lines, `lines of "version …" at ${viewport.width} px`).toBe(1);
    }
  }
});

test('the home cards and the navbar list the frameworks in one order, the one of frameworks.ts', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await gotoHydrated(page, '/');
  await expect(homeCards(page).getByRole('heading')).toHaveText(LABELS);
  await expect(page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: / docs$/})).toHaveText(
    SHORT_LABELS.map((label) => `${label} docs`),
  );
});

test('the lists of frameworks follow the navbar order: switcher, builder tabs, compare columns', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await gotoHydrated(page, '/docs/react/examples/stackblitz');
  await expect(page.getByRole('navigation', {name: 'Framework of the file'}).getByRole('link')).toHaveText(
    LABELS,
  );
  const switcher = page
    .locator('.theme-doc-sidebar-container')
    .getByRole('link', {name: /^(Angular|React|Vue 3)$/});
  await expect(switcher).toHaveText(LABELS);
  await gotoHydrated(page, '/docs/compare');
  const heads = await page
    .getByRole('main')
    .locator('table thead')
    .first()
    .getByRole('columnheader')
    .allInnerTexts();
  expect(heads.slice(1), 'compare columns').toEqual(LABELS);
});

test('a search result that targets a row shows the row below the navbar', async ({page}) => {
  await page.setViewportSize(DESKTOP);
  await gotoHydrated(page, '/docs/angular/introduction/intro');
  const search = page.getByRole('combobox', {name: 'Search the docs'});
  await search.fill('ArrowDown');
  const result = page.locator('[role=option][data-href$="#keyboard-arrow-down"]').first();
  await expect(result).toBeVisible({timeout: 15_000});
  await result.click();
  await expect(page).toHaveURL(/#keyboard-arrow-down$/);
  const row = page.locator('tr#keyboard-arrow-down');
  await expect(row).toBeInViewport();
  await page.waitForTimeout(500);
  const [rowTop, navbarBottom] = await page.evaluate(() => [
    document.querySelector('tr#keyboard-arrow-down')!.getBoundingClientRect().top,
    document.querySelector('.navbar')!.getBoundingClientRect().bottom,
  ]);
  expect(rowTop, `row top ${rowTop}, navbar bottom ${navbarBottom}`).toBeGreaterThanOrEqual(navbarBottom);

  // A heading's address too.
  await gotoHydrated(page, '/docs/angular/api/aria#keyboard');
  await page.waitForTimeout(500);
  const [headingTop, barBottom] = await page.evaluate(() => [
    document.getElementById('keyboard')!.getBoundingClientRect().top,
    document.querySelector('.navbar')!.getBoundingClientRect().bottom,
  ]);
  expect(headingTop, `heading top ${headingTop}, navbar bottom ${barBottom}`).toBeGreaterThanOrEqual(
    barBottom,
  );
});
