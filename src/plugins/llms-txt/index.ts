/**
 * llms-txt (issue 19; ./README.md): the Markdown twin of each docs page and the llms files, in the
 * sidebars' order. Not @signalwire/docusaurus-plugin-llms-txt 1.2.2 (tried first): its Markdown kept
 * heading "#" links, React's `<!-- -->` markers, "Copy link" icons and the "Jump to" list, lost code
 * languages and tab labels; its llms.txt was alphabetical, per-framework files were missing, and it
 * prints a `[WARNING]` the zero-warning build rejects.
 */
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import type {AllContent} from '@docusaurus/types';
import type {DocMetadata, LoadedContent} from '@docusaurus/plugin-content-docs';
import {byFramework, frameworks, frameworkIds} from '../../data/frameworks';
import {featuredExamples, getExample} from '../../data/examples';
import {type FullFacts, readFactsSync, factsModules} from '../../data/facts';
import {skillMarkdown, skillPath} from './skill';
import {twinPathOf} from '../../utils/markdownTwin';
import {docPageToMarkdown} from './markdown';
import {
  frameworkFileName,
  frameworkTxt,
  llmsFullTxt,
  llmsTxt,
  type FrameworkPages,
  type TwinPage,
  type SiteInfo,
} from './files';
import type {PostBuildStep} from '../post-build/types';

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

/** The llms.txt summary, derived from the one list of frameworks. */
function summaryOf(): string {
  const packages = frameworks.map((f) => `${f.npmName} for ${f.label}`);
  const list = `${packages.slice(0, -1).join(', ')} and ${packages.at(-1)}`;
  return (
    `Documentation for three autocomplete components published on npm: ${list}. ` +
    'For each framework: what the package is and its releases, installation, the API reference ' +
    '(every input, prop or event with its type, default and the release that added it; class, style and ARIA keys), ' +
    'usage examples and StackBlitz demos.'
  );
}

interface SidebarItemLike {
  type: string;
  id?: string;
  items?: SidebarItemLike[];
  link?: {type: string; id?: string};
}

/** Doc ids of a sidebar, in reading order (a category's own page before its items). */
export function docIdsInOrder(items: readonly SidebarItemLike[]): string[] {
  return items.flatMap((item) => {
    if ((item.type === 'doc' || item.type === 'ref') && item.id) return [item.id];
    if (item.type === 'category') {
      const own = item.link?.type === 'doc' && item.link.id ? [item.link.id] : [];
      return [...own, ...docIdsInOrder(item.items ?? [])];
    }
    return [];
  });
}

/** The HTML file the build wrote for a path under the base URL (trailingSlash: false writes `x.html`). */
function htmlFileOf(outDir: string, path: string): string {
  const clean = path.replace(/\/$/, '');
  const candidates = [join(outDir, `${clean}.html`), join(outDir, clean, 'index.html')];
  const found = candidates.find((file) => existsSync(file));
  if (!found) throw new Error(`llms-txt: no built HTML for ${path} (looked for ${candidates.join(', ')}).`);
  return found;
}

function write(outDir: string, path: string, text: string): void {
  const file = join(outDir, path);
  mkdirSync(dirname(file), {recursive: true});
  writeFileSync(file, text);
}

interface DocsInOrder {
  byFramework: {id: string; label: string; docs: DocMetadata[]}[];
  /** Docs of no framework: the comparison of the three (listed first) and the /docs chooser (a twin only). */
  shared: DocMetadata[];
  /** The docs' root path (the chooser's), without a trailing slash. */
  root: string;
}

/** The docs of the docs plugin's loaded content (kept by src/plugins/post-build), in sidebar order. */
export function docsOf(allContent: AllContent): DocsInOrder {
  const content = allContent[DOCS_PLUGIN]?.default as LoadedContent | undefined;
  const version = content?.loadedVersions[0];
  if (!version) throw new Error('llms-txt: the docs plugin (id "default") has no loaded version.');
  const byId = new Map(version.docs.map((doc) => [doc.id, doc]));
  const byFramework = frameworks.map((framework) => {
    const sidebar = version.sidebars[framework.id] as SidebarItemLike[] | undefined;
    if (!sidebar)
      throw new Error(`llms-txt: no sidebar "${framework.id}" (sidebars.ts builds one per framework).`);
    const ids = docIdsInOrder(sidebar);
    // A page of the framework that no sidebar lists still gets a twin, after the others.
    const unlisted = version.docs.filter((d) => d.id.startsWith(`${framework.id}/`) && !ids.includes(d.id));
    const docs = [...ids.map((id) => byId.get(id)), ...unlisted].filter((d): d is DocMetadata => !!d);
    return {id: framework.id, label: framework.label, docs};
  });
  const shared = version.docs.filter((d) => !frameworks.some((f) => d.id.startsWith(`${f.id}/`)));
  return {byFramework, shared, root: version.path.replace(/\/$/, '')};
}

export const llmsTxtStep: PostBuildStep = {
  name: 'llms-txt',
  reads: ['pages'],
  writes: ['docs twins (*.md)', 'llms*.txt', '.well-known/', 'skills/'],
  run({outDir, siteDir, siteConfig, allContent}) {
    const {byFramework: docsByFramework, shared: sharedDocs, root: docsRoot} = docsOf(allContent);
    const origin = siteConfig.url.replace(/\/$/, '');
    const {baseUrl} = siteConfig;
    /** A permalink (it starts with the base URL) as a path inside outDir. */
    const inOutDir = (permalink: string) => permalink.slice(baseUrl.length - 1);
    const site: SiteInfo = {
      title: siteConfig.title,
      summary: summaryOf(),
      siteUrl: `${origin}${baseUrl}`.replace(/\/$/, ''),
    };
    const twinOf = (doc: DocMetadata): TwinPage => {
      const url = `${origin}${doc.permalink}`;
      const twinPath = twinPathOf(doc.permalink);
      const html = readFileSync(htmlFileOf(outDir, inOutDir(doc.permalink)), 'utf8');
      const markdown = docPageToMarkdown(html, {pageUrl: url});
      write(outDir, inOutDir(twinPath), markdown);
      return {
        title: doc.title,
        description: doc.description,
        url,
        markdownUrl: `${origin}${twinPath}`,
        markdown,
      };
    };
    const pages: FrameworkPages[] = docsByFramework.map((framework) => ({
      id: framework.id,
      label: framework.label,
      pages: framework.docs.map(twinOf),
    }));
    const shared = sharedDocs
      .map(twinOf)
      .filter((twin) => new URL(twin.url).pathname.replace(/\/$/, '') !== docsRoot);
    const index = llmsTxt(site, pages, shared);
    write(outDir, 'llms.txt', index);
    // The same file where agents that follow RFC 8615's well-known locations look first.
    write(outDir, '.well-known/llms.txt', index);
    write(outDir, 'llms-full.txt', llmsFullTxt(site, pages, shared));
    for (const framework of pages)
      write(outDir, frameworkFileName(framework.id), frameworkTxt(site, framework));
    const facts = readFactsSync(siteDir);
    const modules = factsModules(facts);
    const reference = byFramework((id) => modules[`${id}-reference`] as FullFacts);
    for (const id of frameworkIds) {
      const example = getExample(featuredExamples[id]);
      write(
        outDir,
        skillPath(id),
        skillMarkdown(id, {
          facts: reference,
          namingDifferences: facts.crossFramework.namingDifferences,
          example: {
            file: example.file.split('/').pop()!,
            language: example.language,
            text: readFileSync(join(siteDir, example.file), 'utf8'),
          },
          siteUrl: site.siteUrl,
        }),
      );
    }
  },
};
