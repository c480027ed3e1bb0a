/**
 * The build's one post-build order (src/plugins/post-build): the plan agrees with what each step
 * declares it reads and writes, an order that breaks a step is refused, no other local plugin has
 * a postBuild of its own, and the built site shows the order held: `_headers`, written last, names
 * every file the other steps wrote. Reads build/ for the last test.
 */
import {readFileSync, readdirSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {test, expect} from '@playwright/test';
import {BUILD_DIR} from '../support/site';
import {planProblems, POST_BUILD_PLAN} from '../../src/plugins/post-build/plan';
import type {PostBuildStep} from '../../src/plugins/post-build/types';
import {parseHeadersFile, rulesSetting} from '../../src/plugins/security-headers/headers-file.cjs';
import {urlPathOf} from '../../src/plugins/security-headers/verify.cjs';

const ROOT = join(__dirname, '..', '..');
const step = (name: string): PostBuildStep => {
  const found = POST_BUILD_PLAN.flat().find((s) => s.name === name);
  if (!found) throw new Error(`no step ${name} in the plan`);
  return found;
};

test('the post-build plan is an order its steps allow, with security-headers alone and last', () => {
  expect(planProblems(POST_BUILD_PLAN)).toEqual([]);
  expect(POST_BUILD_PLAN.at(-1)?.map((s) => s.name)).toEqual(['security-headers']);
  expect(
    POST_BUILD_PLAN.flat()
      .map((s) => s.name)
      .sort(),
  ).toEqual(['live-preview', 'llms-txt', 'robots-txt', 'search-index', 'security-headers']);
});

test('an order that breaks a step is refused, naming the steps', () => {
  // Every step at once, as core starts the plugins' own postBuild hooks.
  const atOnce = planProblems([POST_BUILD_PLAN.flat()]);
  expect(atOnce).toContain('search-index reads pages while live-preview, in the same stage, writes pages');
  expect(atOnce).toContain(
    'security-headers reads * while llms-txt, in the same stage, writes docs twins (*.md)',
  );
  expect(atOnce).toContain(
    'security-headers writes page policies while search-index, in the same stage, touches pages',
  );
  // The index before the preview's page is written.
  expect(
    planProblems([
      [step('search-index'), step('llms-txt')],
      [step('live-preview'), step('robots-txt')],
      [step('security-headers')],
    ]),
  ).toEqual([
    'search-index reads pages before live-preview writes pages: move live-preview to an earlier stage',
    'llms-txt reads pages before live-preview writes pages: move live-preview to an earlier stage',
  ]);
  // _headers listed before a step writes its files.
  expect(
    planProblems([
      [step('live-preview'), step('robots-txt')],
      [step('search-index')],
      [step('security-headers')],
      [step('llms-txt')],
    ]),
  ).toContain(
    'security-headers reads * before llms-txt writes docs twins (*.md): move llms-txt to an earlier stage',
  );
  expect(planProblems([...POST_BUILD_PLAN, [step('robots-txt')]])).toContain(
    'robots-txt is in the plan twice',
  );
});

test('no local plugin but post-build has a postBuild of its own', () => {
  const dir = join(ROOT, 'src', 'plugins');
  const withHook = readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((name) => /\.(ts|tsx|js|cjs|mjs)$/.test(name))
    .filter((name) =>
      /\bpostBuild\s*[(:]/.test(readFileSync(join(dir, name), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '')),
    )
    .map((name) => name.split(/[\\/]/).join('/'));
  expect(withHook, 'a step goes in src/plugins/post-build/plan.ts, not in a postBuild of its own').toEqual([
    'post-build/index.ts',
  ]);
});

test('_headers, written last, gives every file of the build its Cache-Control from one rule', () => {
  const rules = parseHeadersFile(readFileSync(join(BUILD_DIR, '_headers'), 'utf8'));
  const files = readdirSync(BUILD_DIR, {recursive: true, encoding: 'utf8'})
    .filter((name) => name !== '_headers' && statSync(join(BUILD_DIR, name)).isFile())
    .map((name) => name.split(/[\\/]/).join('/'));
  // What the steps write: the index, the preview, the twins, the llms files, robots.txt, the skills.
  for (const written of [
    'pagefind/',
    'preview/',
    'docs/react/api/props.md',
    'llms.txt',
    '.well-known/',
    'robots.txt',
    'skills/',
    'sitemap.xml',
  ])
    expect(
      files.some((name) => name.startsWith(written)),
      written,
    ).toBe(true);
  const problems = files.flatMap((name) => {
    const path = name.endsWith('.html') ? urlPathOf(BUILD_DIR, join(BUILD_DIR, name)) : `/${name}`;
    const count = rulesSetting(rules, path, 'Cache-Control').length;
    return count === 1 ? [] : [`${path}: ${count} rules set its Cache-Control`];
  });
  expect(problems).toEqual([]);
});
