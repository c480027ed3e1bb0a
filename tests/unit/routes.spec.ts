/**
 * The docs page sets match the contract's route list exactly
 * (CONTRACT.md, section 2), in the framework list, in docs/
 * and in the built sitemap. Failures name the missing or extra pages.
 */
import {test, expect} from '@playwright/test';
import {existsSync} from 'node:fs';
import {basename, join, relative} from 'node:path';
import {docIdsOf, frameworks, type FrameworkId} from '../../src/data/frameworks';
import {sitemapPaths} from '../support/site';
import {filesUnder} from '../support/files';

/**
 * The spec's route table, transcribed as CONTRACT.md writes it: section → the pages every
 * framework has, then each framework's own; `others` is a page of its own.
 */
const SPEC_ROUTES: Record<string, string[]> = {
  api: ['aria', 'class_style', 'using_module'],
  examples: ['stackblitz'],
  installation: ['install'],
  introduction: [
    'intro',
    'other_information',
    'package_info',
    'package_versions',
    'upgrade',
    'ai_assistants',
  ],
};
const SPEC_OWN_ROUTES: Record<FrameworkId, Record<string, string[]>> = {
  angular: {api: ['input_props', 'output_props', 'spinner'], introduction: ['whats_new', 'best_use']},
  react: {api: ['props'], introduction: ['whats_new']},
  vue: {api: ['props']},
};

function specDocIds(id: FrameworkId): string[] {
  const pages = [SPEC_ROUTES, SPEC_OWN_ROUTES[id]].flatMap((routes) =>
    Object.entries(routes).flatMap(([section, names]) => names.map((page) => `${id}/${section}/${page}`)),
  );
  return [...pages, `${id}/others`].sort();
}

function diff(actual: string[], expected: string[]): {missing: string[]; extra: string[]} {
  return {
    missing: expected.filter((x) => !actual.includes(x)),
    extra: actual.filter((x) => !expected.includes(x)),
  };
}

const DOCS_DIR = join(__dirname, '..', '..', 'docs');

function routedDocFiles(dir: string): string[] {
  return filesUnder(
    dir,
    (file) => /\.mdx?$/.test(file),
    (path) => basename(path).startsWith('_'), // partials are not routed
  ).map((file) => relative(DOCS_DIR, file).replace(/\.mdx?$/, ''));
}

for (const framework of frameworks) {
  test.describe(`${framework.label} pages`, () => {
    const expected = specDocIds(framework.id);

    test('src/data/frameworks.ts lists exactly the spec pages', () => {
      const result = diff(docIdsOf(framework).sort(), expected);
      expect(result, `Fix the page lists or missingPages in src/data/frameworks.ts`).toEqual({
        missing: [],
        extra: [],
      });
    });

    test(`docs/${framework.id}/ holds exactly the spec pages`, () => {
      const files = routedDocFiles(join(DOCS_DIR, framework.id)).map((f) => f.replaceAll('\\', '/'));
      const result = diff(files.sort(), expected);
      expect(
        result,
        `Add the missing .mdx files or remove the extra ones under docs/${framework.id}/`,
      ).toEqual({
        missing: [],
        extra: [],
      });
    });

    test('the built sitemap lists exactly the spec pages', () => {
      const prefix = `/docs/${framework.id}/`;
      const built = sitemapPaths()
        .filter((p) => p.startsWith(prefix))
        .map((p) => p.slice('/docs/'.length))
        .sort();
      expect(diff(built, expected), 'Routes in build/sitemap.xml differ from the spec').toEqual({
        missing: [],
        extra: [],
      });
    });
  });
}

test('the top-level routes of the spec exist in the build', () => {
  const paths = sitemapPaths();
  for (const route of ['/', '/markdown-page', '/privacy', '/terms', '/docs', '/blog']) {
    expect(paths, `${route} should be in build/sitemap.xml`).toContain(route);
  }
  expect(existsSync(join(__dirname, '..', '..', 'build', '404.html')), 'build/404.html').toBe(true);
});
