/**
 * The install and StackBlitz pages and the data behind them (issue 3): every
 * demo link of the facts file is on its framework's examples page and opens in
 * a new tab safely; the install page shows the three package-manager commands
 * in tabs; the virtual-scroll arithmetic matches the facts' worked example.
 */
import {test, expect} from '@playwright/test';
import {demoDescriptions} from '../../src/data/examples';
import {frameworks} from '../../src/data/frameworks';
import {installCommand, packageManagers} from '../../src/data/install';
import {simulateScroll} from '../../src/data/scrollSimulation';
import {readBuiltHtml} from '../support/site';
import {readFacts, siteFacts} from '../support/facts';
import {virtualScrollFactsOf} from '../../src/data/virtualScroll';
import {formatInteger} from '../../src/utils/format';

interface Demo {
  title: string;
  url: string;
}
interface Facts {
  packages: Record<
    string,
    {
      examples: Demo[];
      importStatement: string;
      peerDependencies: Record<string, string>;
      virtualScroll: {workedExample?: string[]};
    }
  >;
}
const facts = readFacts<Facts>();

const decode = (html: string): string =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');

for (const framework of frameworks) {
  const pkg = facts.packages[framework.id]!;

  test(`${framework.label}: every demo link of the facts file is on the StackBlitz page`, () => {
    const path = `/docs/${framework.id}/examples/stackblitz`;
    const html = readBuiltHtml(path);
    expect(pkg.examples.length, 'the facts file lists demos for every framework').toBeGreaterThan(0);
    const problems: string[] = [];
    for (const demo of pkg.examples) {
      const escaped = demo.url.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
      const anchor = html.match(new RegExp(`<a[^>]*href="?${escaped}"?[\\s>][^]*?</a>`));
      if (!anchor) {
        problems.push(`${demo.title}: no link to ${demo.url}`);
        continue;
      }
      const [tag] = anchor;
      if (!/target="?_blank/.test(tag)) problems.push(`${demo.title}: link does not open in a new tab`);
      if (!/rel="noopener noreferrer"/.test(tag))
        problems.push(`${demo.title}: link lacks rel="noopener noreferrer"`);
      const text = decode(tag);
      if (!text.includes(demo.title) || !text.includes('(opens in a new tab)'))
        problems.push(
          `${demo.title}: link text must name the demo and say it opens in a new tab (got "${text}")`,
        );
    }
    expect(problems, `Render the demos with <DemoTable framework="${framework.id}" /> on ${path}`).toEqual(
      [],
    );
  });

  test(`${framework.label}: every demo has a description written from its title`, () => {
    const missing = pkg.examples.filter((demo) => !demoDescriptions[demo.title]).map((demo) => demo.title);
    expect(
      missing,
      'Add a short description for these titles to demoDescriptions in src/data/examples.ts',
    ).toEqual([]);
  });

  test(`${framework.label}: the install page shows npm, Yarn and pnpm commands in tabs`, () => {
    const path = `/docs/${framework.id}/installation/install`;
    const html = readBuiltHtml(path);
    const text = decode(html);
    for (const manager of packageManagers) {
      const command = installCommand(framework.id, manager.id);
      expect(command, 'the install command names the package').toContain(framework.npmName);
      expect(text, `${path} must show "${command}" (render _install-commands.mdx)`).toContain(command);
      expect(html, `${path} must have a "${manager.label}" tab`).toMatch(
        new RegExp(`role="?tab"?[^>]*>${manager.label}<`),
      );
    }
    expect(html, `${path} must group its tabs in a tablist`).toMatch(/role="?tablist/);
    expect(text, `${path} must show the import statement from the facts file`).toContain(pkg.importStatement);
    for (const [name, range] of Object.entries(pkg.peerDependencies)) {
      expect(text, `${path} must list the peer dependency ${name} ${range}`).toContain(name);
      expect(text).toContain(range);
    }
    expect(html, `${path} must link to the using_module page`).toMatch(
      new RegExp(`href="?/docs/${framework.id}/api/using_module"?[\\s>]`),
    );
  });

  test(`${framework.label}: the using_module page explains the virtual-scroll arithmetic`, () => {
    const text = decode(readBuiltHtml(`/docs/${framework.id}/api/using_module`));
    expect(text, 'render _virtual-scroll.mdx on the using_module page').toContain(
      't = Math.ceil(renderedRows / scrollThreshold)',
    );
    // The defaults, from the facts: the table scrolls until the first page is dropped.
    const {initialVisibleData: page} = virtualScrollFactsOf(siteFacts().core(framework.id));
    expect(text, 'the worked example table must show the default steady state').toContain(
      `drop the first ${formatInteger(page)}, append the next ${formatInteger(page)}`,
    );
  });
}

test('the Angular install page warns that @angular/forms is needed but undeclared', () => {
  const text = decode(readBuiltHtml('/docs/angular/installation/install'));
  expect(
    text,
    'keep the @angular/forms warning (facts: supportedFrameworkVersions.undeclaredRuntimeNeed)',
  ).toMatch(/@angular\/forms[^]*not[^]*peer dependency/);
});

test('simulateScroll reproduces the worked example of the facts file', () => {
  const worked = facts.packages.angular!.virtualScroll.workedExample ?? [];
  expect(worked.length, 'the facts file has a worked example').toBeGreaterThan(0);
  const steps = simulateScroll(1000, 3, worked.length);
  worked.forEach((line, index) => {
    const match = line.match(/^(\d+) rendered: ceil\(\d+\/\d+\)=(\d+) (<|>=) \d+ → (.*) (\d+)$/);
    expect(match, `cannot read worked example line "${line}"`).not.toBeNull();
    const [, rendered, t, comparison, , after] = match!;
    expect(
      steps[index],
      `step ${index + 1} of src/data/scrollSimulation.ts disagrees with "${line}"`,
    ).toEqual({
      rendered: Number(rendered),
      test: Number(t),
      drops: comparison === '>=',
      after: Number(after),
    });
  });
});

test('simulateScroll settles at initialVisibleData × scrollThreshold and never drops with the flag off', () => {
  const last = simulateScroll(50, 2, 6).at(-1)!;
  expect(last.after).toBe(100);
  expect(
    simulateScroll(1000, 1, 3).every((s) => s.after === 1000),
    'scrollThreshold 1 replaces every page',
  ).toBe(true);
  expect(simulateScroll(1000, 3, 5, false).at(-1)!.after).toBe(6000);
});
