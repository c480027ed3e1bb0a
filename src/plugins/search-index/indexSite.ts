/**
 * Builds the Pagefind index of a built site folder into `<outDir>/pagefind/` from ./records.ts's
 * documents, the members' with the facts' `readerWords`. Also run by scripts/search-bytes.mjs.
 */
import {existsSync, readFileSync, readdirSync, rmSync} from 'node:fs';
import {join} from 'node:path';
import {load} from 'cheerio';
import loadPagefind from './loadPagefind.cjs';
import {readFactsSync} from '../../data/facts';
import {readerWordsOf} from '../../data/readerWords';
import {frameworkIds, type FrameworkId} from '../../data/frameworks';
import {
  aliasesFromCompare,
  isApiPage,
  isUpgradePage,
  memberDocument,
  membersOf,
  pageDocument,
  scopeOf,
  upgradeItemsOf,
  urlOf,
} from './records';

/** Pagefind's folder under the site root: the search bar loads `<baseUrl>pagefind/pagefind.js` from it. */
export const PAGEFIND_FOLDER = 'pagefind';

/** Pagefind's ready-made interfaces: the site has its own bar (src/theme/SearchBar). */
const UNUSED = [
  'pagefind-ui.js',
  'pagefind-ui.css',
  'pagefind-modular-ui.js',
  'pagefind-modular-ui.css',
  'pagefind-component-ui.js',
  'pagefind-component-ui.css',
  'pagefind-highlight.js',
];

export interface IndexSummary {
  pages: number;
  members: number;
}

/** The site this file belongs to, whose facts file the index reads when no other site is named. */
const SITE_DIR = join(__dirname, '..', '..', '..');

/** `baseUrl`: what the pages' links start with; `siteDir`: the site whose facts give the reader words. */
export async function indexSite(outDir: string, baseUrl = '/', siteDir = SITE_DIR): Promise<IndexSummary> {
  const facts = readFactsSync(siteDir);
  const pagefind = await loadPagefind();
  const files = readdirSync(outDir, {recursive: true, encoding: 'utf8'})
    .filter((name) => name.endsWith('.html') && !name.startsWith(`${PAGEFIND_FOLDER}/`))
    .sort();
  const comparePath = join(outDir, 'docs', 'compare.html');
  const aliases = existsSync(comparePath)
    ? aliasesFromCompare(readFileSync(comparePath, 'utf8'), baseUrl)
    : new Map();

  rmSync(join(outDir, PAGEFIND_FOLDER), {recursive: true, force: true});
  const {index, errors} = await pagefind.createIndex({forceLanguage: 'en'});
  if (!index) throw new Error(`search-index: Pagefind did not start: ${errors.join('; ')}`);
  const summary: IndexSummary = {pages: 0, members: 0};
  const add = async (url: string, content: string) => {
    const response = await index.addHTMLFile({url, content});
    if (response.errors.length) throw new Error(`search-index: ${url}: ${response.errors.join('; ')}`);
  };
  for (const file of files) {
    const url = urlOf(file);
    const scope = scopeOf(url);
    if (!scope) continue;
    // Parsed once: the members are read first, as pageDocument changes the parsed page.
    const $ = load(readFileSync(join(outDir, file), 'utf8'));
    const words = (frameworkIds as readonly string[]).includes(scope)
      ? readerWordsOf(facts, scope as FrameworkId)
      : undefined;
    const members = isApiPage(url)
      ? membersOf($, url, aliases, words)
      : isUpgradePage(url)
        ? upgradeItemsOf($, url, words)
        : [];
    const page = pageDocument($, url, scope);
    if (!page) continue;
    await add(page.url, page.html);
    summary.pages += 1;
    for (const member of members) {
      const record = memberDocument(member, scope);
      await add(record.url, record.html);
      summary.members += 1;
    }
  }
  const written = await index.writeFiles({outputPath: join(outDir, PAGEFIND_FOLDER)});
  if (written.errors.length) throw new Error(`search-index: ${written.errors.join('; ')}`);
  await pagefind.close();
  for (const file of UNUSED) rmSync(join(outDir, PAGEFIND_FOLDER, file), {force: true});
  return summary;
}
