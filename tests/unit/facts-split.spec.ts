/**
 * Each framework's docs pages load that framework's package facts and no
 * other's (src/data/registry.ts). The build cannot catch a page that forgets
 * to register its facts: server rendering shares one registry between pages,
 * so the page renders with facts another page registered, and only the
 * browser fails. These checks catch it in the sources and in the build.
 */
import {readdirSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {test, expect} from '@playwright/test';
import {allPageWeights} from '../../scripts/page-weight.cjs';
import {frameworkIds} from '../../src/data/frameworks';

const ROOT = join(__dirname, '..', '..');

function mdxFilesUnder(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return mdxFilesUnder(path);
    return entry.name.endsWith('.mdx') ? [path] : [];
  });
}

/** The frameworks whose facts a source file registers (`import '@site/src/data/use/<id>';`). */
function registeredIn(source: string): string[] {
  return [...source.matchAll(/^import\s+'@site\/src\/data\/use\/(\w+)';/gm)].map((m) => m[1]!);
}

for (const framework of frameworkIds) {
  test(`every docs/${framework} page registers the ${framework} facts, and only those`, () => {
    const files = mdxFilesUnder(join(ROOT, 'docs', framework));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      expect(
        registeredIn(readFileSync(file, 'utf8')),
        `${relative(ROOT, file)} must start with \`import '@site/src/data/use/${framework}';\``,
      ).toEqual([framework]);
    }
  });
}

test("each framework's docs pages load only that framework's facts chunk", () => {
  const docsPages = allPageWeights().filter((p) => /^\/docs\/\w+\//.test(p.path));
  expect(docsPages.length).toBeGreaterThan(0);
  for (const page of docsPages) {
    const framework = page.path.split('/')[2];
    const factsChunks = page.js.files
      .map((file) => /facts-(angular|react|vue)\.[^/]*\.js$/.exec(file)?.[1])
      .filter((name) => name !== undefined);
    expect(factsChunks, `facts chunks loaded by ${page.path}`).toEqual([framework]);
  }
});
