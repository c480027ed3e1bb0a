/**
 * What a browser sees a package do, for the accessibility criteria (src/data/a11yCriteria.ts
 * judges it): the accessibility page's live preview with its virtual screen reader running (the
 * ARIA traits of ./ariaTraits.ts, then the name, the list, the keys, a pointer pick, no results and
 * the clear control), and with `examples`, two of the Using page's previews (disabled rows, lazy
 * loading). The page's CDN double must already be set up. Read the same way from the real packages
 * (tests/packages/aria-traits.spec.ts) and from the stand-in (tests/e2e/live-preview.spec.ts).
 */
import {expect, type FrameLocator, type Locator, type Page} from '@playwright/test';
import type {A11yObservation, SeenElement} from '../../src/data/a11yCriteria';
import type {FrameworkId} from '../../src/data/frameworks';
import {openAriaPreview, PREVIEW_FRAME, readComponentTraits, typeInto} from './ariaTraits';
import {gotoHydrated} from './journey';

const EXTENSION = {angular: 'ts', react: 'tsx', vue: 'vue'} as const;
/** Text no example's rows contain. */
const NO_MATCH = 'zqxj';

/** The rows shown now: visible `li` elements with text. */
const rowsOf = (frame: FrameLocator) => frame.locator('li').filter({hasText: /\S/}).filter({visible: true});

/** The input's role and name from Playwright's ARIA snapshot (`- textbox "Name": value`). */
async function nameOf(locator: Locator): Promise<{role: string; name: string}> {
  const line = (await locator.ariaSnapshot()).split('\n')[0] ?? '';
  const match = /^- ([\w-]+)(?: "((?:[^"\\]|\\.)*)")?/.exec(line);
  return {role: match?.[1] ?? '', name: match?.[2]?.replace(/\\(.)/g, '$1') ?? ''};
}

/** Whether the focus is in the component's first input. */
const focusInInput = (frame: FrameLocator) =>
  frame.locator('body').evaluate(() => document.activeElement === document.querySelector('input'));

/** Each row's look (class, style, background), its text and ARIA; and the live regions' text. */
async function look(frame: FrameLocator) {
  return frame.locator('body').evaluate(() => {
    const live = Array.from(
      document.querySelectorAll(
        '[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"]',
      ),
    )
      .map((element) => (element.textContent ?? '').trim())
      .filter(Boolean);
    const rows = Array.from(document.querySelectorAll('li')).filter(
      (li) => (li.textContent ?? '').trim() !== '' && li.checkVisibility(),
    );
    const seen = (element: Element) => ({
      tag: element.tagName.toLowerCase(),
      text: (element.textContent ?? '').trim(),
      attributes: Object.fromEntries(
        Array.from(element.attributes)
          .filter((a) => a.name === 'role' || a.name.startsWith('aria-'))
          .map((a) => [a.name, a.value]),
      ),
    });
    return {
      live,
      rows: rows.map((li) => ({
        ...seen(li),
        look: `${li.className}|${li.getAttribute('style') ?? ''}|${getComputedStyle(li).backgroundColor}`,
      })),
      list: rows[0]?.parentElement ? seen(rows[0].parentElement) : null,
    };
  });
}

/** What the accessibility page's preview shows for the criteria, the traits read first. */
async function observeAriaPage(
  page: Page,
  framework: FrameworkId,
  label: {npmName: string; version: string},
): Promise<Omit<A11yObservation, 'disabledRows' | 'loading'>> {
  const traits = await readComponentTraits(page, framework, label, {reader: true});
  const transcript = await page
    .getByRole('list', {name: 'What a screen reader announces, key by key'})
    .locator('li')
    .allInnerTexts();
  let {frame, input} = await openAriaPreview(page, framework);
  const inputName = await nameOf(input);
  const nameSource = await input.evaluate((element: HTMLInputElement) =>
    element.getAttribute('aria-labelledby')
      ? 'aria-labelledby'
      : element.getAttribute('aria-label')
        ? 'aria-label'
        : element.labels?.length
          ? 'label'
          : element.placeholder
            ? 'placeholder'
            : 'none',
  );

  // Each key on a component the previous keys have not touched (a package may drop its key
  // handling after a pick or a blur): the look before and after ArrowDown, then Escape.
  await typeInto(input, frame, 'an');
  const before = await look(frame);
  await input.press('ArrowDown');
  await page.waitForTimeout(200);
  const after = await look(frame);
  const changed = after.rows.find((row, i) => row.look !== before.rows[i]?.look);
  await input.press('Escape');
  await page.waitForTimeout(200);
  const escape = {rowsShown: (await rowsOf(frame).count()) > 0, focusInInput: await focusInInput(frame)};

  // ArrowDown, then Enter: the row highlighted (named by aria-activedescendant, else the one whose look changed).
  ({frame, input} = await openAriaPreview(page, framework));
  await typeInto(input, frame, 'an');
  const shown = await look(frame);
  await input.press('ArrowDown');
  await page.waitForTimeout(200);
  const activeId = await input.getAttribute('aria-activedescendant');
  const lit = (await look(frame)).rows.find((row, i) => row.look !== shown.rows[i]?.look);
  const highlighted = activeId
    ? ((await frame.locator(`[id="${activeId}"]`).textContent()) ?? '').trim()
    : (lit?.text ?? null);
  await input.press('Enter');
  await page.waitForTimeout(200);
  const enter = {highlighted, value: await input.inputValue(), rowsShown: (await rowsOf(frame).count()) > 0};

  await typeInto(input, frame, 'an');
  const row = rowsOf(frame).nth(1);
  const rowText = ((await row.textContent()) ?? '').trim();
  await row.click();
  await page.waitForTimeout(200);
  const click = {row: rowText, value: await input.inputValue(), focusInInput: await focusInInput(frame)};

  await input.click();
  await input.fill(NO_MATCH);
  await page.waitForTimeout(400);
  const none = await look(frame);

  await typeInto(input, frame, 'an');
  const clear = await observeClear(frame, input);
  return {
    traits,
    inputName,
    nameSource,
    list: before.list,
    highlightMoves: changed !== undefined,
    enter,
    escape,
    click,
    count: {
      live: before.live,
      setSize: before.rows[0]?.attributes['aria-setsize'] ?? null,
      rows: before.rows.map((r) => r.text),
    },
    noResults: {shown: none.rows.map((r) => r.text), live: none.live},
    clear,
    transcript,
  };
}

/** The control that empties the field: a button, or an element whose text is a cross. */
async function observeClear(frame: FrameLocator, input: Locator): Promise<A11yObservation['clear']> {
  const button = frame.locator('button, [role="button"]').filter({visible: true}).first();
  const cross = frame
    .getByText(/^[×✕xX]$/)
    .filter({visible: true})
    .first();
  const control = (await button.count()) > 0 ? button : (await cross.count()) > 0 ? cross : null;
  if (!control) return {control: null, name: '', focusable: false, emptied: false, focusInInput: false};
  const seen: SeenElement = await control.evaluate((element) => ({
    tag: element.tagName.toLowerCase(),
    text: (element.textContent ?? '').trim(),
    attributes: Object.fromEntries(
      Array.from(element.attributes)
        .filter((a) => a.name === 'role' || a.name.startsWith('aria-'))
        .map((a) => [a.name, a.value]),
    ),
  }));
  const isButton = seen.tag === 'button' || seen.attributes.role === 'button';
  const name = isButton ? (await nameOf(control)).name : '';
  const focusable = await control.evaluate((element: HTMLElement) => element.tabIndex >= 0);
  await control.click();
  await frame.locator('body').evaluate(() => new Promise((resolve) => setTimeout(resolve, 200)));
  return {
    control: seen,
    name,
    focusable,
    emptied: (await input.inputValue()) === '',
    focusInInput: await focusInInput(frame),
  };
}

/** Starts the Using page's preview of `examples/<framework>/<name>` (the page's previews started in order); its frame. */
async function startExample(page: Page, framework: FrameworkId, name: string): Promise<FrameLocator> {
  const running = await page.locator(PREVIEW_FRAME).count();
  await page.getByRole('button', {name: new RegExp(`\\(${name}\\.${EXTENSION[framework]}\\) live$`)}).click();
  const frame = page.frameLocator(PREVIEW_FRAME).nth(running);
  await expect(frame.locator('input').first()).toBeVisible({timeout: 60_000});
  return frame;
}

/** The disabled-rows example: each row shown for a one-letter search, clicked in turn. */
async function observeDisabledRows(frame: FrameLocator): Promise<A11yObservation['disabledRows']> {
  const input = frame.locator('input').first();
  let letter = '';
  for (const candidate of ['1', 's', 'a', 'e']) {
    await input.click();
    await input.fill(candidate);
    await frame.locator('body').evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
    if ((await rowsOf(frame).count()) >= 2) {
      letter = candidate;
      break;
    }
  }
  if (!letter) return [];
  const texts = (await rowsOf(frame).allTextContents()).map((text) => text.trim());
  const rows = [];
  for (const [i, text] of texts.entries()) {
    await input.fill('');
    await input.click();
    await input.fill(letter);
    const row = rowsOf(frame).nth(i);
    const ariaDisabled = await row.getAttribute('aria-disabled');
    // Where the reader's pointer is: a row the package makes click-through lets the list take it.
    await row.click({force: true});
    await frame.locator('body').evaluate(() => new Promise((resolve) => setTimeout(resolve, 200)));
    rows.push({text, chosen: (await input.inputValue()) === text, ariaDisabled});
  }
  return rows;
}

/** The lazy-loading example: the busy or live signals that appear while its next page loads. */
async function observeLoading(frame: FrameLocator): Promise<string[]> {
  const input = frame.locator('input').first();
  await input.click();
  await input.fill('1');
  await expect(rowsOf(frame).first()).toBeVisible({timeout: 10_000});
  await frame.locator('body').evaluate(() => {
    const seen = new Set<string>();
    (window as unknown as {busySignals: Set<string>}).busySignals = seen;
    const note = () => {
      for (const element of Array.from(document.querySelectorAll('[aria-busy="true"]')))
        seen.add(`aria-busy="true" on a <${element.tagName.toLowerCase()}>`);
      for (const element of Array.from(document.querySelectorAll('[role="progressbar"]')))
        seen.add(`a progress bar named “${element.getAttribute('aria-label') ?? ''}”`);
      for (const element of Array.from(
        document.querySelectorAll('[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"]'),
      )) {
        const text = (element.textContent ?? '').trim();
        if (text) seen.add(`a live region saying “${text}”`);
      }
    };
    new MutationObserver(note).observe(document.body, {subtree: true, childList: true, attributes: true});
  });
  // The View More row is the list's last.
  await rowsOf(frame).last().click();
  await frame.locator('body').evaluate(() => new Promise((resolve) => setTimeout(resolve, 1500)));
  return frame
    .locator('body')
    .evaluate(() => [...(window as unknown as {busySignals: Set<string>}).busySignals]);
}

/**
 * What the browser sees the component of `framework` do. Without `examples`, the Using page's
 * previews are left out (their parts of the observation are empty).
 */
export async function observeComponent(
  page: Page,
  framework: FrameworkId,
  label: {npmName: string; version: string},
  {examples = true}: {examples?: boolean} = {},
): Promise<A11yObservation> {
  const seen = await observeAriaPage(page, framework, label);
  if (!examples) return {...seen, disabledRows: [], loading: []};
  await gotoHydrated(page, `/docs/${framework}/api/using_module`);
  const disabledRows = await observeDisabledRows(await startExample(page, framework, 'disabled-items'));
  const loading = await observeLoading(await startExample(page, framework, 'lazy-view-more'));
  return {...seen, disabledRows, loading};
}
