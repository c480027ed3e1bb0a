/**
 * The upgrade guide for assistants (issue 48, items 3 and 4): the Markdown
 * twin of each upgrade page in `build/` lists every release of its package in
 * order, oldest first, each with all of its changes, and the checklist's items
 * with their sentences, so an assistant can answer any range from it alone;
 * `llms-full.txt`, built from the twins, carries the same history.
 */
import {test, expect} from '@playwright/test';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {frameworkIds} from '../../src/data/frameworks';
import {upgradeGuideOf} from '../../src/data/upgrade';
import {validateFacts, withoutMaintainerNotes} from '../../src/data/facts';
import {readFacts} from '../support/facts';
import {BUILD_DIR} from '../support/site';

// As the plugin reads them for the upgrade modules: without maintainer notes and markers.
const facts = withoutMaintainerNotes(validateFacts(readFacts()));
/** A built file, with Markdown's escapes taken off (`\\<li>` is the text `<li>`), to find sentences in. */
const read = (file: string) => readFileSync(join(BUILD_DIR, file), 'utf8').replace(/\\([<>[\]_*\\])/g, '$1');

for (const framework of frameworkIds) {
  test(`${framework}: the upgrade page's twin lists every release's changes in order, and llms-full.txt holds them`, () => {
    const guide = upgradeGuideOf(facts, framework);
    const twin = read(`docs/${framework}/introduction/upgrade.md`);
    // Every release's section, oldest first, holding the changes of that release and no other's.
    const history = twin.slice(twin.indexOf('## Every release, oldest first'));
    expect(history.length, 'the twin has the "Every release" section').toBeLessThan(twin.length);
    const sections = history.split(/^### /m).slice(1);
    expect(sections.map((s) => s.split('\n')[0]!.replace(/ \(intermediate\)$/, ''))).toEqual(
      guide.releases.map((r) => r.version),
    );
    guide.releases.forEach((release, i) => {
      const section = sections[i]!;
      const items = guide.items.filter((item) => item.release === release.version);
      for (const item of items) expect(section, `${release.version}: ${item.id}`).toContain(item.label);
      const links = [...section.matchAll(/#(upgrade-[a-z0-9-]+)\)/g)].map((m) => m[1]);
      expect(links, `${release.version}: the changes link their items, in order`).toEqual(
        items.map((item) => item.id),
      );
      if (!items.length) expect(section).toContain(release.notes[0]!);
    });
    // The checklist of the whole history: every item's sentence.
    const checklist = twin.slice(
      twin.indexOf('## Checklist'),
      twin.indexOf('## Every release, oldest first'),
    );
    for (const item of guide.items) expect(checklist, item.id).toContain(item.text);
    const full = read('llms-full.txt');
    for (const item of guide.items) expect(full, `llms-full.txt: ${item.id}`).toContain(item.text);
  });
}
