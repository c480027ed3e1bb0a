/**
 * Journey (issue 18): a reader clicks "Open in StackBlitz" under an example
 * and gets, in a new tab, a StackBlitz project that runs that example. The
 * StackBlitz SDK posts the project as a form to stackblitz.com; the test
 * intercepts that POST (it is never sent) and reads the project from it: the
 * example file byte for byte, a package.json with the documented package
 * version and its peers, and an entry that mounts the example. One page load
 * per framework covers every example of its using_module page, the form
 * example included.
 */
import {test, expect, type Request} from '@playwright/test';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {exampleFiles} from '../../src/data/examples';
import {frameworks} from '../../src/data/frameworks';
import {collectErrors} from '../support/errors';
import {readFacts} from '../support/facts';
import {gotoHydrated} from '../support/journey';
import {sentProjects} from '../support/sentProjects';

const ROOT = join(__dirname, '..', '..');

interface FactsPackage {
  npmName: string;
  latestVersion: string;
  peerDependencies: Record<string, string>;
}
const facts = readFacts<{packages: Record<string, FactsPackage>}>();

/** Where the project's entry imports the example from, and the entry's path. */
const entries = {
  angular: {entry: 'src/main.ts', imports: "from './app/example'"},
  react: {entry: 'src/main.tsx', imports: "import Example from './Example'"},
  vue: {entry: 'src/main.ts', imports: "import Example from './Example.vue'"},
} as const;

/** The project in one intercepted POST: its fields, with `project[files][path]` as files. */
function projectOf(request: Request): {fields: Map<string, string>; files: Map<string, string>} {
  const fields = new Map(new URLSearchParams(request.postData() ?? ''));
  const files = new Map<string, string>();
  for (const [name, value] of fields) {
    const match = /^project\[files\]\[(.+)\]$/.exec(name);
    if (match) files.set(match[1]!.replace(/%5B/g, '[').replace(/%5D/g, ']'), value);
  }
  return {fields, files};
}

/**
 * A form POST sends every line break as CRLF (the HTML standard's
 * application/x-www-form-urlencoded serialisation), whatever the field holds.
 */
const asPosted = (text: string): string => text.replace(/\r?\n/g, '\r\n');

for (const framework of frameworks) {
  test(`${framework.label}: every example opens on StackBlitz as a project that runs the file as it is`, async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    const errors = collectErrors(page);
    const posts: Request[] = [];
    await context.route('https://stackblitz.com/**', async (route) => {
      posts.push(route.request());
      await route.fulfill({status: 200, contentType: 'text/html', body: '<title>StackBlitz (stub)</title>'});
    });
    await gotoHydrated(page, `/docs/${framework.id}/api/using_module`);
    await expect(page.getByText(/on stackblitz\.com/).first()).toBeVisible();

    const examples = exampleFiles.filter((e) => e.framework === framework.id);
    const buttons = page.getByRole('button', {name: /^Open in StackBlitz/});
    await expect(buttons).toHaveCount(examples.length);

    for (const [i, example] of examples.entries()) {
      const button = buttons.nth(i);
      const file = example.file.split('/').pop()!.replace(/\./g, '\\.');
      // The accessible name says which file opens, and where.
      await expect(button).toHaveAccessibleName(
        new RegExp(`^Open in StackBlitz: ${file} .*stackblitz\\.com.*new tab`),
      );
      const [tab] = await Promise.all([context.waitForEvent('page'), button.click()]);
      await expect.poll(() => posts.length, 'one POST to StackBlitz per click').toBe(i + 1);
      await tab.close();
    }
    expect(posts).toHaveLength(examples.length);

    const pkg = facts.packages[framework.id]!;
    const version = pkg.latestVersion;
    const stagedProjects = sentProjects(framework.id);
    for (const [i, request] of posts.entries()) {
      const example = examples[i]!;
      expect(request.method()).toBe('POST');
      expect(new URL(request.url()).pathname).toBe('/run');
      const {fields, files} = projectOf(request);
      expect(fields.get('project[template]')).toBe('node');

      const onDisk = readFileSync(join(ROOT, example.file), 'utf8');
      const sent = [...files.entries()].filter(([, text]) => text === asPosted(onDisk)).map(([path]) => path);
      expect(sent, `${example.file} is in the project byte for byte`).toHaveLength(1);

      const manifest = JSON.parse(files.get('package.json') ?? '{}') as {
        dependencies?: Record<string, string>;
      };
      expect(manifest.dependencies?.[pkg.npmName], `${pkg.npmName} at the documented version`).toBe(version);
      for (const peer of Object.keys(pkg.peerDependencies)) {
        expect(manifest.dependencies?.[peer], `peer dependency ${peer}`).toMatch(/^\d+\.\d+\.\d+$/);
      }
      if (framework.id === 'angular') expect(manifest.dependencies?.['@angular/forms']).toBeTruthy();

      // The whole project, file for file, is the one the sent-projects stage installs,
      // builds and starts (tests/projects), so what passes there is what a reader gets.
      const staged = stagedProjects.find((project) => project.name === example.file);
      expect(staged, `${example.file} is in the sent-projects stage`).toBeTruthy();
      expect(
        Object.fromEntries([...files].sort(([a], [b]) => a.localeCompare(b))),
        `${example.file}: the page sends the stage's project`,
      ).toEqual(
        Object.fromEntries(
          Object.entries(staged!.files)
            .map(([path, text]) => [path, asPosted(text)])
            .sort(([a], [b]) => a!.localeCompare(b!)),
        ),
      );

      const {entry, imports} = entries[framework.id];
      const entryText = files.get(entry) ?? '';
      const mounts = sent[0] === entry || entryText.includes(imports);
      expect(mounts, `${entry} mounts ${example.file} (or is the example itself)`).toBe(true);
    }
    expect(errors).toEqual([]);
  });
}
