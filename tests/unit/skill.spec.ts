/**
 * The instructions file per package for coding assistants (issue 46,
 * src/plugins/llms-txt/skill.ts), as the build wrote it (run `npm run build`
 * first): `skills/<framework>/SKILL.md`, linked from llms.txt. Each names its
 * package and documented version in its front matter, carries the install
 * line, the import and the featured example file byte for byte, every member of
 * the API pages with a link to its row (the row exists in the built page),
 * every known limitation, and only links that resolve to built files.
 */
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test, expect} from '@playwright/test';
import {frameworkIds} from '../../src/data/frameworks';
import {featuredExamples} from '../../src/data/examples';
import {getApi} from '../../src/data/api';
import {limitationsOf} from '../../src/data/limitations';
import {skillPath} from '../../src/plugins/llms-txt/skill';
import {DEFAULT_SITE_URL} from '../../src/config/siteAddress';
import {BUILD_DIR, idsInBuiltPage} from '../support/site';
import {siteFacts} from '../support/facts';

const REBUILD = 'Rebuild with `npm run build`; SKILL.md is written by src/plugins/llms-txt/skill.ts';

for (const framework of frameworkIds) {
  test(`${framework}: SKILL.md names the package, its members with working links, the example and the limitations`, () => {
    const file = join(BUILD_DIR, skillPath(framework));
    expect(existsSync(file), `${skillPath(framework)} in build/. ${REBUILD}`).toBe(true);
    const text = readFileSync(file, 'utf8');
    const facts = siteFacts().full(framework);
    const api = getApi(facts);

    const front = /^---\nname: (.+)\ndescription: (.+)\n---\n/.exec(text);
    expect(front, 'front matter with name and description, nothing else').not.toBeNull();
    expect(front![1]).toBe(facts.npmName);
    expect(front![2]).toContain(api.latestVersion);
    expect(text).toContain(`\n${facts.install}\n`);
    expect(text).toContain(`\n${facts.importStatement}\n`);
    const example = readFileSync(join(__dirname, '..', '..', featuredExamples[framework]), 'utf8');
    expect(text, 'the featured example, whole').toContain(`\n${example.trimEnd()}\n\`\`\``);

    const problems: string[] = [];
    const names = [...api.members.map((m) => m.name), ...api.outputs.map((o) => o.name)];
    expect(names.length).toBeGreaterThan(20);
    for (const name of names) {
      const link = new RegExp(`\\[\`${name}\`\\]\\((\\S+?)\\)`).exec(text);
      if (!link) {
        problems.push(`${name}: no link`);
        continue;
      }
      const url = new URL(link[1]!);
      const ids = idsInBuiltPage(url.pathname);
      if (!ids.has(url.hash.slice(1))) problems.push(`${name}: ${url.pathname} has no row ${url.hash}`);
    }
    for (const limitation of limitationsOf(facts))
      if (!text.includes(limitation.text))
        problems.push(`limitation missing: ${limitation.text.slice(0, 60)}`);
    // Every address is on the site and resolves to a built page or file.
    for (const [address] of text.matchAll(/https?:\/\/[^\s)]+/g)) {
      const url = new URL(address);
      const path = decodeURIComponent(url.pathname);
      const candidates = [path, `${path}.html`, join(path, 'index.html')].map((p) => join(BUILD_DIR, p));
      if (url.origin !== DEFAULT_SITE_URL) problems.push(`${address}: not on the site`);
      else if (!candidates.some((c) => existsSync(c))) problems.push(`${address}: no such page or file`);
    }
    expect(problems, REBUILD).toEqual([]);
    expect(readFileSync(join(BUILD_DIR, 'llms.txt'), 'utf8'), 'llms.txt links the file').toContain(
      `(${DEFAULT_SITE_URL}/${skillPath(framework)})`,
    );
  });
}
