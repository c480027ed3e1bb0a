/**
 * One way down (issue 47): the code's floors, and no import that runs up.
 *
 *   top      src/pages, src/theme, src/components   (React: what readers see)
 *   middle   src/plugins, src/remark, src/config, docusaurus.config.ts, mcp/src, scripts
 *   bottom   src/lib, src/data, src/utils            (pure logic and typed data)
 *
 * A file may import from its own floor or below, never above: the MCP server, the build plugins and
 * the scripts never load a React component to reach the logic they share with one. So, in particular:
 * the bottom floor imports nothing of the middle one (the facts schema lives in src/data, not in the
 * plugin that applies it), and the speed layer (src/plugins/speed-layer, its theme wrappers included)
 * imports nothing from src/components: both follow from the floors. Imports are read with TypeScript's own scanner
 * (`ts.preProcessFile`), type-only imports included; `@site/` is the repository's root.
 */
import {test, expect} from '@playwright/test';
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {dirname, join, relative, resolve} from 'node:path';
import ts from 'typescript';

const ROOT = join(__dirname, '..', '..');

type Floor = 'top' | 'middle' | 'bottom';
const RANK: Record<Floor, number> = {bottom: 0, middle: 1, top: 2};

/** The floor of a repository path, or undefined for code outside the floors (tests, examples). */
function floorOf(path: string): Floor | undefined {
  if (/^src\/(pages|theme|components)\//.test(path)) return 'top';
  if (/^src\/(plugins|remark|config)\/|^docusaurus\.config\.ts$|^mcp\/src\/|^scripts\//.test(path))
    return 'middle';
  if (/^src\/(lib|data|utils)\//.test(path)) return 'bottom';
  return undefined;
}

/** The repository path an import names, when it names a file of the repository. */
function target(from: string, specifier: string): string | undefined {
  if (specifier.startsWith('@site/')) return specifier.slice('@site/'.length);
  if (!specifier.startsWith('.')) return undefined;
  return relative(ROOT, resolve(ROOT, dirname(from), specifier));
}

function codeFiles(): string[] {
  return execFileSync('git', ['ls-files', 'src', 'mcp/src', 'scripts', 'docusaurus.config.ts'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => /\.(ts|tsx|js|mjs|cjs)$/.test(file) && !file.endsWith('.d.ts'));
}

interface Arrow {
  readonly from: string;
  readonly to: string;
}

function arrows(): Arrow[] {
  const found: Arrow[] = [];
  for (const file of codeFiles()) {
    const info = ts.preProcessFile(readFileSync(join(ROOT, file), 'utf8'), true, true);
    for (const {fileName} of info.importedFiles) {
      const to = target(file, fileName);
      if (to) found.push({from: file, to});
    }
  }
  return found;
}

/** Why an arrow breaks a rule, or undefined when it keeps them. */
function wrong({from, to}: Arrow): string | undefined {
  const a = floorOf(from);
  const b = floorOf(to);
  if (a && b && RANK[b] > RANK[a]) return `${from} (${a}) imports ${to} (${b}), a floor above it`;
  return undefined;
}

test('no import runs up a floor', () => {
  const all = arrows();
  expect(all.length, 'imports read between files of the repository').toBeGreaterThan(300);
  const problems = all.map(wrong).filter((problem): problem is string => problem !== undefined);
  expect(
    problems,
    'Move the logic both sides use down (src/lib or src/data), then import it from there',
  ).toEqual([]);
});

test('the rule sees an arrow that runs up', () => {
  expect(wrong({from: 'mcp/src/server.ts', to: 'src/components/Builder/generate'})).toMatch(/a floor above/);
  expect(wrong({from: 'src/data/facts/types.ts', to: 'src/plugins/library-facts/schema'})).toMatch(
    /a floor above/,
  );
  expect(wrong({from: 'src/plugins/speed-layer/islands.ts', to: 'src/components/ApiTable'})).toMatch(
    /a floor above/,
  );
  expect(wrong({from: 'src/components/Builder/index.tsx', to: 'src/lib/builder'})).toBeUndefined();
  expect(target('mcp/src/model.ts', '../../src/data/api')).toBe('src/data/api');
});
