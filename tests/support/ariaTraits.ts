/**
 * The ARIA traits of the component running in an accessibility page's live preview
 * (src/data/ariaTraits.ts says what is recorded): read the same way from the real package
 * (tests/packages/aria-traits.spec.ts, which records or checks src/data/ariaTraits.json) and from
 * the stand-in (tests/e2e/live-preview.spec.ts, which holds the stand-in to the recording), so a
 * difference is the component's, never the reading's.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {expect, type FrameLocator, type Locator, type Page} from '@playwright/test';
import type {FrameworkId} from '../../src/data/frameworks';
import {
  TRAIT_STEPS,
  type AriaTraitsFile,
  type PackageTraits,
  type TraitAttributes,
  type TraitSnapshot,
  type TraitStep,
} from '../../src/data/ariaTraits';
import {gotoHydrated} from './journey';

export const TRAITS_FILE = join(__dirname, '..', '..', 'src', 'data', 'ariaTraits.json');

/** The recording as the file holds it now (read afresh: a recording run rewrites it). */
export function readTraits(): AriaTraitsFile {
  return JSON.parse(readFileSync(TRAITS_FILE, 'utf8')) as AriaTraitsFile;
}

export const PREVIEW_FRAME = 'iframe[title^="Live preview"]';

/** One element as the browser has it: its id, text, index among the rows, `role` and `aria-*`. */
interface RawElement {
  readonly id: string;
  readonly text: string;
  readonly attributes: Readonly<Record<string, string>>;
}
interface RawSnapshot {
  readonly input: RawElement;
  readonly rows: readonly RawElement[];
  readonly ids: readonly string[];
}

/** The input and the rows (the visible `li` elements with text) of the component, as they are now. */
async function rawSnapshot(frame: FrameLocator): Promise<RawSnapshot> {
  return frame.locator('body').evaluate((body) => {
    const of = (element: Element) => ({
      id: element.id,
      text: (element.textContent ?? '').trim(),
      attributes: Object.fromEntries(
        Array.from(element.attributes)
          .filter((a) => a.name === 'role' || a.name.startsWith('aria-'))
          .map((a) => [a.name, a.value]),
      ),
    });
    const input = body.querySelector('input');
    if (!input) throw new Error('the component has no input');
    // A row is shown when it has text and is visible (a package may hide its closed list, not remove it).
    const rows = Array.from(body.querySelectorAll('li')).filter(
      (li) => (li.textContent ?? '').trim() !== '' && li.checkVisibility(),
    );
    const ids = Array.from(body.querySelectorAll('[id]')).map((element) => element.id);
    return {input: of(input), rows: rows.map(of), ids};
  });
}

/** An attribute's value on one element, as the recording writes it (a token when it names something). */
function valueOf(value: string, element: RawElement, index: number | null, ids: readonly string[]): string {
  if (index !== null && value === element.text && value !== '') return '{row.text}';
  if (index !== null && value === String(index)) return '{row.index}';
  if (value !== '' && value !== element.id && ids.includes(value)) return '{id}';
  return value;
}

/** The attributes of several elements as one: a value the same on all, else `{varies}`. */
function merged(elements: readonly {element: RawElement; index: number | null}[], ids: readonly string[]) {
  const names = new Set(elements.flatMap(({element}) => Object.keys(element.attributes)));
  const out: Record<string, string> = {};
  for (const name of [...names].sort()) {
    const values = new Set(
      elements.map(({element, index}) => {
        const value = element.attributes[name];
        return value === undefined ? '\u0000absent' : valueOf(value, element, index, ids);
      }),
    );
    out[name] = values.size === 1 ? [...values][0]! : '{varies}';
  }
  return out;
}

/** A browser snapshot as the recording writes it. */
export function summarise(raw: RawSnapshot): TraitSnapshot {
  const activeId = raw.input.attributes['aria-activedescendant'];
  const rows = raw.rows.map((element, index) => ({element, index}));
  const isActive = ({element}: {element: RawElement}) =>
    (activeId !== undefined && element.id === activeId) || element.attributes['aria-selected'] === 'true';
  const active = rows.filter(isActive);
  const others = rows.filter((row) => !isActive(row));
  return {
    input: merged([{element: raw.input, index: null}], raw.ids),
    rows: others.length === 0 ? null : merged(others, raw.ids),
    activeRow: active.length === 0 ? null : merged(active, raw.ids),
  };
}

/** The snapshot once it has stopped changing (the component has handled the key). */
async function settled(frame: FrameLocator, page: Page): Promise<TraitSnapshot> {
  let last = JSON.stringify(await rawSnapshot(frame));
  for (let i = 0; i < 20; i += 1) {
    await page.waitForTimeout(150);
    const now = JSON.stringify(await rawSnapshot(frame));
    if (now === last) return summarise(JSON.parse(now) as RawSnapshot);
    last = now;
  }
  throw new Error('the component kept changing its ARIA for 3 seconds');
}

/** Types `text` into the input as a reader does (a click first: some packages open on it). */
export async function typeInto(input: Locator, frame: FrameLocator, text: string): Promise<void> {
  await input.click();
  await input.fill(text);
  await expect(frame.locator('li').filter({hasText: /\S/}).first()).toBeVisible();
}

/**
 * A framework's accessibility page, loaded afresh, with its live preview started: the frame and its
 * component's input. With `reader`, once the page's virtual screen reader is running.
 */
export async function openAriaPreview(
  page: Page,
  framework: FrameworkId,
  {reader = false}: {reader?: boolean} = {},
): Promise<{frame: FrameLocator; input: Locator}> {
  await gotoHydrated(page, `/docs/${framework}/api/aria`);
  await page.getByRole('button', {name: 'Try the keys on the live component'}).click();
  const frame = page.frameLocator(PREVIEW_FRAME);
  const input = frame.locator('input').first();
  await expect(input).toBeVisible({timeout: 20_000});
  if (reader) await expect(page.getByText(/It runs in the preview: put the cursor/)).toBeVisible();
  return {frame, input};
}

/**
 * The traits of the component of a framework's accessibility page, read in `page` (whose CDN
 * double must already be set up): the steps of TRAIT_STEPS, each the snapshot after it. With
 * `reader`, the page's virtual screen reader is running before the first key, so its transcript
 * has a line for each.
 */
export async function readComponentTraits(
  page: Page,
  framework: FrameworkId,
  label: {npmName: string; version: string},
  {reader = false}: {reader?: boolean} = {},
): Promise<PackageTraits> {
  const {frame, input} = await openAriaPreview(page, framework, {reader});
  const steps: Partial<Record<TraitStep, TraitSnapshot>> = {};
  await typeInto(input, frame, 'an');
  steps.typed = await settled(frame, page);
  await input.press('ArrowDown');
  steps.ArrowDown = await settled(frame, page);
  await input.press('ArrowDown');
  await settled(frame, page);
  await input.press('ArrowUp');
  steps.ArrowUp = await settled(frame, page);
  await input.press('Enter');
  steps.Enter = await settled(frame, page);
  await typeInto(input, frame, 'an');
  await input.press('ArrowDown');
  await settled(frame, page);
  await input.press('Escape');
  steps.Escape = await settled(frame, page);
  return {npmName: label.npmName, version: label.version, steps: steps as Record<TraitStep, TraitSnapshot>};
}

const shown = (value: string | undefined): string =>
  value === undefined ? 'not set' : JSON.stringify(value);

/**
 * Each difference between two recordings of one package, in words (`after ArrowDown, the input, …`).
 * `rowsShown: false` leaves out whether rows are shown at a step (behaviour, not ARIA: the stand-in's
 * list closes on Enter): then only the attributes of rows both show are compared.
 */
export function traitDifferences(
  recorded: PackageTraits,
  found: PackageTraits,
  {rowsShown = true}: {rowsShown?: boolean} = {},
): string[] {
  const out: string[] = [];
  const compare = (where: string, a: TraitAttributes | null, b: TraitAttributes | null) => {
    if ((a === null) !== (b === null)) {
      if (!rowsShown && !where.endsWith('the input')) return;
      out.push(
        `${where}: recorded ${a === null ? 'none shown' : 'shown'}, found ${b === null ? 'none shown' : 'shown'}`,
      );
      return;
    }
    const names = new Set([...Object.keys(a ?? {}), ...Object.keys(b ?? {})]);
    for (const name of [...names].sort()) {
      if (a?.[name] !== b?.[name])
        out.push(`${where}, ${name}: recorded ${shown(a?.[name])}, found ${shown(b?.[name])}`);
    }
  };
  for (const step of TRAIT_STEPS) {
    const a = recorded.steps[step];
    const b = found.steps[step];
    compare(`after ${step}, the input`, a.input, b.input);
    compare(`after ${step}, the rows`, a.rows, b.rows);
    compare(`after ${step}, the active row`, a.activeRow, b.activeRow);
  }
  return out;
}
