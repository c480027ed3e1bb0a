/**
 * Journey (issue 29): a reader builds their file at the top of a framework's
 * live-example page. In React they pick object items, lazy loading and
 * Tailwind classes; in Vue (the builder's own tabs) and Angular (the site's
 * framework switcher) the same choices show, under each package's names,
 * with what that package lacks named; they copy the file and get it on the
 * clipboard; the address they share gives the same file after a reload, and
 * back goes to the previous choice. Keyboard only, every kind of option can
 * be set and the file copied; axe passes in both colour modes; at 390 px the
 * options come before the file and nothing scrolls sideways; without
 * JavaScript the default file shows with a sentence saying the options need it.
 */
import {test, expect, type Locator, type Page} from '@playwright/test';
import {axeViolations, useColorMode} from '../support/axe';
import {collectErrors} from '../support/errors';
import {readFacts} from '../support/facts';
import {gotoHydrated} from '../support/journey';
import {builderFileName, generateFile, parseConfig} from '../../src/lib/builder';
import {stackblitzProject} from '../../src/components/OpenInStackBlitz/project';
import {catalogues, kinds} from '../support/builderConfigs';
import {packageFacts, templateOf} from '../support/sentProjects';

const facts = readFacts<{packages: Record<string, {latestVersion: string}>}>();

function builder(page: Page, label: string): Locator {
  return page.getByRole('region', {name: `Build your ${label} file`});
}

/** The generated file as the code block shows it. */
async function fileText(region: Locator): Promise<string> {
  const lines = region.locator('pre code').first().locator('.token-line');
  await expect(lines.first()).toBeAttached();
  return (await lines.allTextContents()).join('\n');
}

/** Each of `texts` is in the file the builder's code block shows. */
async function expectInFile(region: Locator, texts: readonly string[]): Promise<void> {
  const file = region.locator('pre code').first();
  for (const text of texts) await expect(file, text).toContainText(text);
}

/** Waits until the builder is live (its options can be used). */
async function waitForLive(region: Locator): Promise<void> {
  await expect(region.getByRole('radio', {name: /^Strings/})).toBeEnabled();
}

test('React to Vue to Angular: the choices carry over, what is missing is named, copy and reload give the same file', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const errors = collectErrors(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await gotoHydrated(page, '/docs/react/examples/stackblitz');
  const react = builder(page, 'React');
  await waitForLive(react);
  await expect(react.locator('pre code').first()).toContainText('dropdownData={ITEMS}');

  await react.getByRole('radio', {name: /^Objects/}).check();
  await react.getByRole('radio', {name: /^Lazy loading from an API/}).check();
  await react.getByRole('radio', {name: /^Tailwind classes/}).check();
  await react.getByRole('checkbox', {name: 'showViewMore'}).uncheck();
  await react.getByRole('textbox', {name: 'placeHolder'}).fill('Find a colleague');
  await expectInFile(react, [
    'objectProperty="name"',
    'isApiLoad={items.length < TOTAL}',
    'triggerApiLoadEvent={loadMore}',
    'customClass={CLASSES}',
    'animate-spin',
    'showViewMore={false}',
    'placeHolder="Find a colleague"',
  ]);
  await expect(page).toHaveURL(/placeHolder=Find/);
  const query = new URL(page.url()).searchParams;
  const shared = page.url();
  expect(Object.fromEntries(query)).toMatchObject({
    data: 'objects',
    lazy: 'api',
    styling: 'tailwind',
    showViewMore: 'false',
    placeHolder: 'Find a colleague',
  });

  // Copy: the clipboard holds the file the page shows.
  await react.getByRole('button', {name: 'Copy AutocompleteDemo.tsx'}).click();
  await expect(react.getByRole('status')).toHaveText('Copied AutocompleteDemo.tsx to the clipboard.');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.trim()).toBe((await fileText(react)).trim());
  expect(copied).toContain("import {Autocomplete} from 'react-autocomplete-plugin';");

  // The shared address, loaded again, gives the same file.
  await page.goto(shared);
  await waitForLive(builder(page, 'React'));
  expect((await fileText(builder(page, 'React'))).trim()).toBe(copied.trim());

  // The builder's own tabs: Vue 3 keeps every choice, under Vue's names.
  await builder(page, 'React').getByRole('link', {name: 'Vue 3'}).click();
  await expect(page).toHaveURL(/\/docs\/vue\/examples\/stackblitz\?/);
  const vue = builder(page, 'Vue 3');
  await waitForLive(vue);
  await expect(vue.getByRole('radio', {name: /^Objects/})).toBeChecked();
  await expect(vue.getByRole('radio', {name: /^Lazy loading from an API/})).toBeChecked();
  await expect(vue.getByRole('radio', {name: /^Tailwind classes/})).toBeChecked();
  await expect(vue.getByRole('textbox', {name: 'placeHolder'})).toHaveValue('Find a colleague');
  await expectInFile(vue, [
    ':isApiLoad="hasMore"',
    ':customClass="CLASSES"',
    'placeHolder="Find a colleague"',
  ]);
  await expect(vue.getByRole('note')).toHaveText(
    `Left out, not in vue-autocomplete-plugin ${facts.packages.vue!.latestVersion}: showViewMore.`,
  );

  // The site's framework switcher: Angular keeps them too, under Angular's names.
  await page
    .getByRole('navigation', {name: 'Framework', exact: true})
    .getByRole('link', {name: 'Angular'})
    .click();
  await expect(page).toHaveURL(/\/docs\/angular\/examples\/stackblitz\?.*data=objects/);
  const angular = builder(page, 'Angular');
  await waitForLive(angular);
  await expectInFile(angular, [
    '[triggerApiLoadEvent]="hasMore()"',
    '(emitApiLoadEvent)="loadMore($event)"',
    'readonly items = signal<Item[]>([]);',
    'placeholder="Find a colleague"',
    '[showViewMore]="false"',
  ]);
  await expect(angular.getByRole('note').filter({hasText: /^Left out/})).toHaveText(
    `Left out, not in ng-autocomplete-plugin ${facts.packages.angular!.latestVersion}: customClass.customSpinnerClass.`,
  );
  // Lazily loaded rows live in signals: the file says which Angular it needs.
  await expect(angular.getByRole('note').filter({hasText: /^Needs/})).toHaveText(
    'Needs Angular 16 or newer: it uses signal and computed.',
  );

  // Back and forward: each page as the reader left it.
  await page.goBack();
  await expect(page).toHaveURL(/\/docs\/vue\/examples\/stackblitz\?.*lazy=api/);
  await expect(builder(page, 'Vue 3').locator('pre code').first()).toContainText(':isApiLoad="hasMore"');
  await page.goForward();
  await expect(builder(page, 'Angular').locator('pre code').first()).toContainText(
    'placeholder="Find a colleague"',
  );
  expect(errors).toEqual([]);
});

test('Open in StackBlitz sends the generated file as the project', async ({page, context}) => {
  const posts: string[] = [];
  await context.route('https://stackblitz.com/**', async (route) => {
    posts.push(route.request().postData() ?? '');
    await route.fulfill({status: 200, contentType: 'text/html', body: '<title>StackBlitz (stub)</title>'});
  });
  await gotoHydrated(page, '/docs/vue/examples/stackblitz?data=numbers&disabled=function');
  const vue = builder(page, 'Vue 3');
  await waitForLive(vue);
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    vue.getByRole('button', {name: /^Open in StackBlitz: AutocompleteDemo\.vue/}).click(),
  ]);
  await expect.poll(() => posts.length).toBe(1);
  await tab.close();
  const fields = new URLSearchParams(posts[0]);
  const sent = fields.get('project[files][src/Example.vue]') ?? '';
  expect(sent.replace(/\r\n/g, '\n').trim()).toBe((await fileText(vue)).trim());
  expect(sent).toContain(':disableListFn="isDisabled"');
  // Every file of the project is what the sent-projects stage (tests/projects) builds for this configuration.
  const config = parseConfig('?data=numbers&disabled=function', kinds);
  const {project} = stackblitzProject(
    'vue',
    {file: builderFileName.vue, title: 'Builder file', source: generateFile(catalogues.vue, config)},
    packageFacts('vue'),
    templateOf('vue'),
  );
  const files = Object.fromEntries(
    [...fields].filter(([name]) => name.startsWith('project[files]')).map(([name, text]) => [name, text]),
  );
  expect(files).toEqual(
    Object.fromEntries(
      Object.entries(project.files).map(([path, text]) => [
        `project[files][${path}]`,
        text.replace(/\r?\n/g, '\r\n'),
      ]),
    ),
  );
});

/** Presses Tab until `target` has focus (at most `limit` times). */
async function tabTo(page: Page, target: Locator, limit = 400): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${String(target)}`);
}

test('keyboard only: a choice, a switch, a text and a number are set, and the file is copied', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await gotoHydrated(page, '/docs/angular/examples/stackblitz');
  const angular = builder(page, 'Angular');
  await waitForLive(angular);
  await angular.getByRole('link', {name: 'Angular'}).focus();

  await tabTo(page, angular.getByRole('radio', {name: /^Strings/}));
  await page.keyboard.press('ArrowDown'); // Numbers
  await page.keyboard.press('ArrowDown'); // Objects
  await expect(angular.getByRole('radio', {name: /^Objects/})).toBeChecked();

  await tabTo(page, angular.getByRole('checkbox', {name: 'showClearOption'}));
  await page.keyboard.press('Space');
  await tabTo(page, angular.getByRole('textbox', {name: 'noSearchResultMessage'}));
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Nobody by that name');
  await tabTo(page, angular.getByRole('spinbutton', {name: 'initialVisibleData'}));
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('200');
  await tabTo(page, angular.getByRole('checkbox', {name: 'emitBlurEvent'}));
  await page.keyboard.press('Space');

  await expectInFile(angular, [
    'objectProperty="name"',
    '[showClearOption]="false"',
    'noSearchResultMessage="Nobody by that name"',
    '[initialVisibleData]="200"',
    '[triggerBlurEvent]="true"',
  ]);

  await tabTo(page, angular.getByRole('button', {name: 'Copy autocomplete-demo.component.ts'}));
  await page.keyboard.press('Enter');
  await expect(angular.getByRole('status')).toHaveText(/^Copied/);
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.trim()).toBe((await fileText(angular)).trim());
});

for (const mode of ['dark', 'light'] as const) {
  test(`axe finds no violation in the builder in ${mode} mode`, async ({page}) => {
    test.setTimeout(60_000);
    await useColorMode(page, mode);
    await gotoHydrated(page, '/docs/react/examples/stackblitz?data=objects&lazy=api&styling=bootstrap');
    const react = builder(page, 'React');
    await waitForLive(react);
    // The code block's highlighted colours are in.
    await expect(react.locator('pre code .token').first()).toBeAttached();
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    expect(await axeViolations(page, {include: 'section[aria-label^="Build your"]'})).toEqual([]);
  });
}

test('at 390 px the file comes first, held at the top while the options scroll, and nothing scrolls sideways', async ({
  page,
}) => {
  await page.setViewportSize({width: 390, height: 844});
  await gotoHydrated(page, '/docs/vue/examples/stackblitz?data=objects&styling=tailwind&lazy=api');
  const vue = builder(page, 'Vue 3');
  await waitForLive(vue);
  const options = await vue.getByRole('form', {name: 'Options'}).boundingBox();
  // The file's panel: the innermost block holding both the file's Copy button and the code.
  const panel = vue
    .locator('div', {has: page.getByRole('button', {name: 'Copy AutocompleteDemo.vue'})})
    .filter({has: page.locator('pre')})
    .last();
  const file = await panel.boundingBox();
  expect(options && file && file.y + file.height <= options.y + 1, 'the file above the options').toBe(true);
  // Every part of the builder fits the width; only the code scrolls, inside its own block.
  const sticking = await vue.evaluate((section) =>
    Array.from(section.querySelectorAll('*'))
      .filter((el) => !el.closest('pre') && el.getBoundingClientRect().right > window.innerWidth + 0.5)
      .map((el) => `${el.tagName.toLowerCase()} ${el.textContent?.slice(0, 40) ?? ''}`),
  );
  expect(sticking, 'parts of the builder wider than the screen').toEqual([]);
  expect(await vue.evaluate((section) => section.scrollWidth <= section.clientWidth)).toBe(true);
});

test('without JavaScript: the default file, and a sentence saying the options need JavaScript', async ({
  browser,
}) => {
  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  await page.goto('/docs/vue/examples/stackblitz?data=objects');
  const vue = builder(page, 'Vue 3');
  await expect(vue.getByText('The options need JavaScript.')).toBeVisible();
  const file = vue.locator('pre code').first();
  await expect(file).toContainText("import {Autocomplete} from 'vue-autocomplete-plugin';");
  await expect(file).toContainText(':dropdownData="ITEMS"');
  await expect(file).not.toContainText('objectProperty');
  await expect(vue.getByRole('radio', {name: /^Objects/})).toBeDisabled();
  await context.close();
});

/** Whether a locator's box lies within the window, top to bottom. */
async function onScreen(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const height = page.viewportSize()!.height;
  return box !== null && box.y >= -1 && box.y + box.height <= height + 1;
}

for (const [width, height] of [
  [1280, 800],
  [390, 844],
] as const) {
  test(`at ${width} px an option and its effect on the file are on screen together`, async ({page}) => {
    await page.setViewportSize({width, height});
    await gotoHydrated(page, '/docs/react/examples/stackblitz');
    const react = builder(page, 'React');
    await waitForLive(react);
    const field = react.getByRole('textbox', {name: 'placeHolder'});
    // As a reader scrolls: the option comes up from the bottom of the screen.
    await field.evaluate((element) => element.scrollIntoView({block: 'end'}));
    await field.fill('Find a colleague');
    const line = react.locator('pre code .token-line', {hasText: 'Find a colleague'});
    await expect(line).toHaveCount(1);
    await expect.poll(() => onScreen(page, line), 'the changed line is on screen').toBe(true);
    expect(await onScreen(page, field), 'the option is still on screen').toBe(true);
    // Nothing covers either: the element under each one's centre is the element itself.
    for (const target of [field, line]) {
      const covered = await target.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return !top || !(element === top || element.contains(top));
      });
      expect(covered).toBe(false);
    }
  });
}

test('the builder comes after the page introduction and is in the table of contents; example titles clear their buttons', async ({
  page,
}) => {
  await gotoHydrated(page, '/docs/react/examples/stackblitz');
  const intro = page.getByText('This page is the place to try the component.');
  const heading = page.getByRole('heading', {level: 2, name: /^Build your file/});
  const introBox = (await intro.boundingBox())!;
  expect((await heading.boundingBox())!.y).toBeGreaterThan(introBox.y);
  await expect(
    page.locator('.table-of-contents').getByRole('link', {name: 'Build your file'}),
  ).toHaveAttribute('href', '#builder');
  const titles = page.locator('p', {has: page.locator('strong')}).filter({has: page.locator('code')});
  for (const title of await titles.all()) {
    const bar = title.locator('xpath=following-sibling::div[1]');
    if ((await bar.count()) === 0) continue;
    const [t, b] = [(await title.boundingBox())!, (await bar.boundingBox())!];
    expect(t.y + t.height, `"${await title.innerText()}" overlaps its buttons`).toBeLessThanOrEqual(b.y + 1);
  }
});
