/**
 * The pages a reader meets first, checked as pictures: each view's first screen is compared with
 * its committed baseline (tests/visual/__screenshots__/, Playwright's `toHaveScreenshot`, a small
 * tolerance) at 1280 px and 390 px, in dark mode (the default) and in light mode. The previews are
 * also pictured once started, with the CDN double answering and with the CDN unreachable.
 *
 * On every view the same pass fails on what a picture hides in its detail: text overflowing its box,
 * a select whose chosen option does not fit, and an identifier broken inside a word (a line may end
 * only at a camel-case hump or after a punctuation mark).
 *
 * Fonts: every view is drawn in DejaVu Sans and DejaVu Sans Mono (Debian's fonts-dejavu-core, which
 * scripts/test.sh installs when missing), so a picture does not depend on what `system-ui` resolves
 * to on the machine. Animations are stopped and the caret hidden.
 *
 * A change a baseline should follow: `npm run visual:update`, then review the pictures in the diff.
 */
import {execFileSync} from 'node:child_process';
import {test, expect, type Browser, type Page} from '@playwright/test';
import {frameworks, type FrameworkId} from '../../src/data/frameworks';
import {useColorMode} from '../support/axe';
import {serveCdn} from '../support/cdn';
import {waitForHydration} from '../support/journey';

const WIDTHS = [
  {name: 'desktop', viewport: {width: 1280, height: 800}},
  {name: 'phone', viewport: {width: 390, height: 844}},
] as const;
const MODES = ['dark', 'light'] as const;

/** The first page of a framework's API section that lists its members (inputs or props). */
function membersPage(id: FrameworkId): string {
  const api = frameworks.find((f) => f.id === id)!.sections.find((s) => s.id === 'api')!;
  const page = api.pages.find((p) => p === 'input_props' || p === 'props');
  if (!page) throw new Error(`${id}: no inputs or props page in src/data/frameworks.ts`);
  return `/docs/${id}/api/${page}`;
}

/** A view: a path, and what a reader does there before looking (open the search, start a preview). */
interface View {
  name: string;
  path: string;
  act?: (page: Page) => Promise<void>;
}

/**
 * Each framework's intro and members page (their tables differ); one framework's page of each other
 * template (the three are drawn from one template and differ in words, not layout), turn about.
 */
const VIEWS: readonly View[] = [
  {name: 'home', path: '/'},
  ...frameworks.flatMap(({id}): View[] => [
    {name: `${id}-intro`, path: `/docs/${id}/introduction/intro`},
    {name: `${id}-members`, path: membersPage(id)},
  ]),
  {name: 'vue-using', path: '/docs/vue/api/using_module'},
  {name: 'angular-builder', path: '/docs/angular/examples/stackblitz'},
  {name: 'react-aria', path: '/docs/react/api/aria'},
  {name: 'angular-upgrade', path: '/docs/angular/introduction/upgrade'},
  {name: 'compare', path: '/docs/compare'},
  {
    name: 'search-open',
    path: '/docs/react/introduction/intro',
    act: async (page) => {
      const box = page.getByRole('combobox', {name: 'Search the docs'});
      await box.click();
      await box.fill('disable one item');
      // The results are in: then the picture waits for nothing else.
      await expect(
        page.getByRole('listbox', {name: 'Search results'}).getByRole('option').first(),
      ).toBeVisible();
    },
  },
  {name: 'not-found', path: '/docs/react/no-such-page'},
];

/** The previews, started: the home page's Try it, a builder, an accessibility page's live component. */
const PREVIEWS: readonly View[] = [
  {
    name: 'home-try-it',
    path: '/',
    act: (page) => page.getByRole('button', {name: 'Try it: type a fruit'}).click(),
  },
  {
    name: 'react-builder-preview',
    path: '/docs/react/examples/stackblitz',
    act: async (page) => {
      // The builder has its facts once its choices are enabled.
      const region = page.getByRole('region', {name: 'Build your React file'});
      await expect(region.getByRole('radio', {name: /^Strings/})).toBeEnabled();
      await region.getByRole('button', {name: 'Preview live'}).click();
    },
  },
  {
    name: 'vue-aria-preview',
    path: '/docs/vue/api/aria',
    act: (page) => page.getByRole('button', {name: 'Try the keys on the live component'}).click(),
  },
];

const FONTS = `
  html, body, body *:not(pre):not(code):not(kbd):not(samp) { font-family: 'DejaVu Sans' !important; }
  pre, pre *, code, code *, kbd, samp { font-family: 'DejaVu Sans Mono' !important; }
`;

/** Where the test serves FONTS from, on the site's origin (intercepted, never on the server). */
const FONTS_PATH = '/__visual-test-fonts.css';

test.beforeAll(() => {
  const families = execFileSync('fc-list', [':', 'family'], {encoding: 'utf8'});
  expect(
    families,
    'the pictures are drawn in DejaVu Sans: install fonts-dejavu-core (scripts/test.sh does, as root)',
  ).toContain('DejaVu Sans');
});

/**
 * What a picture hides in its detail, on the page as shown: text wider than its box, a select
 * cutting its chosen option, an identifier (`code` in a table, a name) broken inside a word.
 */
async function layoutFaults(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const faults: string[] = [];
    const describe = (el: Element) =>
      `<${el.tagName.toLowerCase()}> "${(el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60)}"`;
    const visible = (el: Element) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return box.width > 2 && box.height > 2 && style.visibility !== 'hidden' && style.clipPath === 'none';
    };
    const scrolls = (style: CSSStyleDeclaration) => /auto|scroll/.test(style.overflowX);
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      if (!(el instanceof HTMLElement) || !visible(el) || el.closest('pre, [aria-hidden="true"]')) continue;
      const style = getComputedStyle(el);
      const ownText = Array.from(el.childNodes).some(
        (n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim(),
      );
      // Text wider than a box that does not scroll: cut off, or spilling over what is beside it.
      if (ownText && style.display !== 'inline' && !scrolls(style) && el.scrollWidth > el.clientWidth + 1)
        faults.push(`text overflows its box: ${describe(el)} (${el.scrollWidth} > ${el.clientWidth} px)`);
      if (el instanceof HTMLSelectElement) {
        const label = el.selectedOptions[0]?.textContent ?? '';
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 16; // the arrow
        if (context.measureText(label).width > room)
          faults.push(`a select cuts its chosen option: "${label}" in ${Math.round(room)} px`);
      }
    }
    // An identifier may end a line only at a camel-case hump or after a punctuation mark.
    for (const code of Array.from(document.body.querySelectorAll('code'))) {
      if (code.closest('pre') || !visible(code) || code.getClientRects().length < 2) continue;
      const text = code.textContent ?? '';
      if (!/^[A-Za-z_$][\w$.]*$/.test(text)) continue;
      const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
      const chars: {char: string; top: number}[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let i = 0; i < node.textContent!.length; i++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          chars.push({char: node.textContent![i]!, top: range.getBoundingClientRect().top});
        }
      }
      for (let i = 1; i < chars.length; i++) {
        if (chars[i]!.top <= chars[i - 1]!.top + 2) continue;
        const before = chars[i - 1]!.char;
        const after = chars[i]!.char;
        const hump = /[a-z0-9]/.test(before) && /[A-Z]/.test(after);
        if (!hump && /\w/.test(before) && /\w/.test(after))
          faults.push(`an identifier broken inside a word: ${text.slice(0, i)}|${text.slice(i)}`);
      }
    }
    return faults;
  });
}

/** The part of the screen above the preview frame's first 100 px (its input), once it is in place. */
async function clipToFrameTop(page: Page, viewport: {width: number; height: number}) {
  const box = await page.locator('iframe[title^="Live preview"]').first().boundingBox();
  const bottom = Math.min(viewport.height, Math.round((box?.y ?? viewport.height) + 100));
  return {x: 0, y: 0, width: viewport.width, height: bottom};
}

/** Opens `view` in `page` as a reader would, the fonts fixed, and waits until it is still. */
async function show(page: Page, view: View): Promise<void> {
  await page.goto(view.path);
  if (view.name !== 'not-found') await waitForHydration(page);
  // A stylesheet of the site's own origin, as the production policy allows (no inline style).
  await page.addStyleTag({url: FONTS_PATH});
  await view.act?.(page);
  await page.evaluate(() => document.fonts.ready);
}

async function newPage(browser: Browser, viewport: {width: number; height: number}, mode: 'dark' | 'light') {
  const context = await browser.newContext({viewport, baseURL: test.info().project.use.baseURL});
  await context.route(`**${FONTS_PATH}`, (route) => route.fulfill({contentType: 'text/css', body: FONTS}));
  const page = await context.newPage();
  await useColorMode(page, mode);
  return page;
}

for (const {name: width, viewport} of WIDTHS) {
  for (const mode of MODES) {
    test(`${width} ${viewport.width} px, ${mode}: the first screen of each page a reader meets first`, async ({
      browser,
    }) => {
      test.setTimeout(240_000);
      const page = await newPage(browser, viewport, mode);
      const faults: string[] = [];
      for (const view of VIEWS) {
        await test.step(view.name, async () => {
          await show(page, view);
          await expect.soft(page).toHaveScreenshot(`${view.name}-${width}-${mode}.png`);
          faults.push(...(await layoutFaults(page)).map((fault) => `${view.path}: ${fault}`));
        });
      }
      await page.context().close();
      expect(faults, 'text overflowing its box, a select cutting its option, an identifier broken').toEqual(
        [],
      );
    });

    for (const cdn of ['answering', 'unreachable'] as const) {
      test(`${width} ${viewport.width} px, ${mode}: the previews started, the CDN ${cdn}`, async ({
        browser,
      }) => {
        test.setTimeout(120_000);
        const page = await newPage(browser, viewport, mode);
        await serveCdn(page.context(), {refuse: cdn === 'unreachable'});
        const faults: string[] = [];
        for (const view of PREVIEWS) {
          await test.step(view.name, async () => {
            await show(page, view);
            // The frame running, or the message that it could not start.
            await expect(
              page.locator(`[data-live-preview="${cdn === 'answering' ? 'running' : 'failed'}"]`).first(),
            ).toBeAttached({timeout: 20_000});
            // A running frame sets its height from its content's size messages, a few pixels apart
            // from run to run: the picture ends 100 px into the frame (its input), above what moves.
            const clip = cdn === 'answering' ? await clipToFrameTop(page, viewport) : undefined;
            await expect.soft(page).toHaveScreenshot(`${view.name}-${cdn}-${width}-${mode}.png`, {clip});
            faults.push(...(await layoutFaults(page)).map((fault) => `${view.path}: ${fault}`));
          });
        }
        await page.context().close();
        expect(faults, 'text overflowing its box, a select cutting its option, an identifier broken').toEqual(
          [],
        );
      });
    }
  }
}
