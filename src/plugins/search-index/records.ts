/**
 * What the search index holds, as pure functions of the built HTML (I/O and Pagefind: ./indexSite.ts):
 * a document per page (its content, its scope as a filter) and per API or keyboard table row (the
 * member's name, description and the words a reader may use instead; its facts as Pagefind metadata,
 * shown without opening the page). A page's introduction counts half; components that only mention
 * topics set `data-pagefind-weight` in their own markup.
 */
import {load, type CheerioAPI} from 'cheerio';
import {frameworkIds, getFramework, type FrameworkId} from '../../data/frameworks';
import {kindWords, type ReaderWordList, type ReaderWords} from '../../data/readerWords';

/** The filter a reader's search is narrowed with: one framework's docs, the blog, or the rest of the site. */
export type Scope = FrameworkId | 'blog' | 'site';

/** One document for Pagefind's `addHTMLFile`. */
export interface SearchDocument {
  readonly url: string;
  readonly html: string;
}

export interface MemberFacts {
  readonly name: string;
  readonly kind: string;
  readonly category: string;
  readonly type?: string;
  readonly default?: string;
  readonly description: string;
  /** Other names readers may search it by. */
  readonly aliases: readonly string[];
  readonly readerWords?: string;
  /** `/docs/<framework>/api/<page>#<anchor>`. */
  readonly url: string;
  /** The title of the result's page. */
  readonly page: string;
}

/** Row anchor prefix → what the row documents. */
const KINDS: Record<string, string> = {
  input: 'Input',
  output: 'Output',
  prop: 'Prop',
  option: 'Option',
  aria: 'ARIA key',
  class: 'Class key',
  style: 'Style key',
  keyboard: 'Keyboard key',
  slot: 'Slot',
};

/** Row anchor prefix → the list of the facts the row's member is in (where its `readerWords` are). */
export const LISTS: Record<string, ReaderWordList> = {
  input: 'inputs',
  output: 'outputs',
  prop: 'props',
  option: 'relativeSearch.options',
  aria: 'ariaKeys',
  class: 'customClassKeys',
  style: 'customStyleKeys',
  keyboard: 'keyboard',
  slot: 'contentProjection',
};

/** Weight of a page's introduction, the text before its first section: it mentions, the sections explain. */
export const INTRO_WEIGHT = '0.5';

/** Weight of a page's description (its front matter's), which says what the whole page is about. */
export const DESCRIPTION_WEIGHT = '1';

export const CODE_WEIGHT = '0.5';

/**
 * `docs/react/api/props.html` → `/docs/react/api/props` (trailingSlash: false), without the base URL:
 * the search bar gives it to Pagefind (`baseUrl`), the MCP server joins it to the site's address.
 */
export function urlOf(relativeFile: string): string {
  const path = relativeFile.split(/[\\/]/).join('/');
  if (path === 'index.html') return '/';
  return `/${path.replace(/(\/index)?\.html$/, '')}`;
}

/** Which search scope an address belongs to; undefined: not indexed. */
export function scopeOf(url: string): Scope | undefined {
  if (url === '/404' || url === '/search' || url.startsWith('/tests/') || url === '/markdown-page')
    return undefined;
  const docs = /^\/docs\/([^/]+)\//.exec(url);
  if (docs && (frameworkIds as readonly string[]).includes(docs[1]!)) return docs[1] as FrameworkId;
  if (url.startsWith('/blog')) {
    // Posts only: the lists, tags, archive and authors pages repeat the posts' beginnings.
    if (url === '/blog' || /^\/blog\/(page|tags|archive|authors)(\/|$)/.test(url)) return undefined;
    return 'blog';
  }
  return 'site';
}

/** `broadcastSelectedValue` → `broadcast selected value`. */
export function splitName(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase();
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const clean = (text: string) => text.replace(/[\u200b\s]+/g, ' ').trim();

/** What stands between two cells of a table row in a page's text: "totalRecords · number · not set · Known total…". */
export const CELL_SEPARATOR = ' · ';

/**
 * A space between two elements side by side in a table cell ("true since 2.0.1; false before", not
 * "truesince"); text next to an element (`<code>x</code>.`) stays as written. Changes the parsed page.
 */
function spaceCellParts($: CheerioAPI, root: ReturnType<CheerioAPI>): void {
  root.find('th, td').each((_, cell) => {
    for (const child of $(cell).children().toArray()) {
      if (child.prev?.type === 'tag') $(child).before(' ');
    }
  });
}

/** From the compare page: each member's row address (without `baseUrl`) → its other frameworks' names and the row's label. */
export function aliasesFromCompare(compareHtml: string, baseUrl = '/'): Map<string, string[]> {
  const $ = load(compareHtml);
  const aliases = new Map<string, string[]>();
  $('tr[id^="member-"]').each((_, row) => {
    const label = clean($(row).find('th code').first().text());
    const cells = $(row)
      .find(`td a[href^="${baseUrl}docs/"]`)
      .toArray()
      .map((a) => ({
        href: `/${$(a).attr('href')!.slice(baseUrl.length)}`,
        name: clean($(a).find('code').text() || $(a).text()),
      }));
    for (const cell of cells) {
      const others = [label, ...cells.map((c) => c.name)].filter((name) => name && name !== cell.name);
      aliases.set(cell.href, [...new Set([...(aliases.get(cell.href) ?? []), ...others])]);
    }
  });
  return aliases;
}

/** A built page's HTML, or the page parsed once by the indexer, which reads its members before `pageDocument` changes it. */
export type BuiltPage = string | CheerioAPI;

/**
 * The page without what is not content (heading link marks, copy buttons, live regions, the table
 * filter), and its content root: the doc's Markdown, the blog post, or the page's main.
 */
function contentOf(built: BuiltPage, scope: Scope) {
  const $ = typeof built === 'string' ? load(built) : built;
  $('script, style, svg, button, nav, [role=status], [role=search], .hash-link, [data-copy-link]').remove();
  const doc = $('.theme-doc-markdown').first();
  return {$, root: scope === 'blog' ? $('article').first() : doc.length ? doc : $('main').first()};
}

function documentHtml({
  title,
  scope,
  meta,
  body,
}: {
  title: string;
  scope: Scope;
  meta: Record<string, string | undefined>;
  body: string;
}): string {
  const metas = Object.entries({title, ...meta})
    .filter((entry): entry is [string, string] => Boolean(entry[1]))
    .map(([key, value]) => `<meta data-pagefind-meta="${key}[content]" content="${escapeHtml(value)}">`)
    .join('');
  return (
    `<!doctype html><html lang="en"><head><title>${escapeHtml(title)}</title>${metas}` +
    `<meta data-pagefind-filter="scope[content]" content="${scope}"></head>` +
    `<body><main data-pagefind-body>${body}</main></body></html>`
  );
}

/** What a row's cell holds, by its `data-field`. */
type Field = 'type' | 'default' | 'description' | 'appliesTo' | 'where' | 'when';

function descriptionOf(field: (name: Field) => string | undefined): string {
  const described = field('description');
  if (described) return described;
  const appliesTo = field('appliesTo');
  if (appliesTo) return `Applies to: ${appliesTo}`;
  const where = field('where');
  const when = field('when');
  return [where && `Renders ${where}`, when && `shown when ${when}`].filter(Boolean).join('; ');
}

/** The members of an API page (every table row with an anchor), with their reader words given `words`. */
export function membersOf(
  built: BuiltPage,
  url: string,
  aliases: ReadonlyMap<string, readonly string[]>,
  words?: ReaderWords,
): MemberFacts[] {
  const {$, root} = contentOf(built, 'site');
  spaceCellParts($, root);
  const page = clean(root.find('h1').first().text());
  const members: MemberFacts[] = [];
  let category = '';
  root.find('h2, h3, tr[id]').each((_, element) => {
    const el = $(element);
    if (element.tagName !== 'tr') {
      category = clean(el.text());
      return;
    }
    const id = el.attr('id')!;
    const prefix = id.split('-')[0]!;
    const kind = KINDS[prefix];
    if (!kind) return;
    const cells = el.children('th, td').toArray();
    const field = (name: Field) => {
      const cell = cells.find((c) => $(c).attr('data-field') === name);
      return cell ? clean($(cell).text()) || undefined : undefined;
    };
    const name = clean($(cells[0]).find('code, kbd').first().text());
    const href = `${url}#${id}`;
    const readerWords = words?.of(LISTS[prefix]!, name);
    members.push({
      name,
      kind,
      category,
      type: field('type'),
      default: field('default'),
      description: descriptionOf(field),
      aliases: aliases.get(href) ?? [],
      ...(readerWords === undefined ? {} : {readerWords}),
      url: href,
      page,
    });
  });
  return members;
}

export function memberDocument(member: MemberFacts, scope: Scope): SearchDocument {
  const names = [member.name, ...member.aliases];
  const event = member.kind === 'Output' || /callback|event/i.test(member.category);
  const readerWords = [
    member.readerWords,
    kindWords[member.kind],
    event ? kindWords.event : undefined,
  ].filter((words) => words !== undefined);
  const body =
    `<h1>${escapeHtml(member.name)}</h1>` +
    `<p>${escapeHtml(member.description)}</p>` +
    // What a reader may type instead: the other frameworks' names, the names as words, the reader's words.
    `<p data-pagefind-weight="2">${escapeHtml([...member.aliases, ...names.map(splitName)].join(' · '))}</p>` +
    `<p>${escapeHtml(readerWords.join(' · '))}</p>` +
    `<p data-pagefind-weight="0.5">${escapeHtml(`${member.kind} ${member.category}`)}</p>`;
  return {
    url: member.url,
    html: documentHtml({
      title: member.name,
      scope,
      meta: {
        member: member.kind,
        category: member.category,
        type: member.type,
        default: member.default,
        description: member.description,
        page: member.page,
        framework: frameworkLabel(scope),
      },
      body,
    }),
  };
}

const frameworkLabel = (scope: Scope) =>
  (frameworkIds as readonly string[]).includes(scope) ? getFramework(scope as FrameworkId).label : undefined;

/** A page's search document: its content only, its introduction weighted down. Changes a parsed page. */
export function pageDocument(built: BuiltPage, url: string, scope: Scope): SearchDocument | undefined {
  const {$, root} = contentOf(built, scope);
  if (!root.length) return undefined;
  const title = clean(root.find('h1').first().text()) || clean($('title').text().split('|')[0] ?? '');
  // What the page is about, in its author's words (its front matter's description): "Every input of …".
  const description = clean($('meta[name="description"]').attr('content') ?? '');
  // Column headings are not content, and each cell reads apart from the next: its parts with a space
  // between them, the cells of a row with a separator (no "NameTypeDefault" or "number not set" runs).
  root.find('thead').remove();
  spaceCellParts($, root);
  root.find('tr').each((_, row) => {
    $(row).children('th, td').slice(0, -1).append(CELL_SEPARATOR);
  });
  // Code examples name every identifier they use; the prose around them explains.
  root.find('pre').attr('data-pagefind-weight', CODE_WEIGHT);
  // The introduction: what comes before the first section heading (a page without sections keeps its weight).
  if (root.find('h2').length) {
    for (const child of root.children().toArray()) {
      if (child.tagName === 'h2') break;
      if (child.tagName === 'header' || /^h1$/.test(child.tagName)) continue;
      $(child).attr('data-pagefind-weight', INTRO_WEIGHT);
    }
  }
  return {
    url,
    html: documentHtml({
      title,
      scope,
      meta: {framework: frameworkLabel(scope)},
      body:
        (description
          ? `<p data-pagefind-weight="${DESCRIPTION_WEIGHT}">${escapeHtml(description)}</p>`
          : '') + (root.html() ?? ''),
    }),
  };
}

/** Whether an address is a framework's upgrade guide, whose removed and renamed members become results. */
export function isUpgradePage(url: string): boolean {
  return /^\/docs\/[^/]+\/introduction\/upgrade$/.test(url);
}

/**
 * The upgrade guide's items for a removed or renamed member (src/components/UpgradeGuide): a result
 * each, by the old name no API page lists any more; with `words`, the removed member's `readerWords`.
 */
export function upgradeItemsOf(built: BuiltPage, url: string, words?: ReaderWords): MemberFacts[] {
  const {$, root} = contentOf(built, 'site');
  const page = clean(root.find('h1').first().text());
  return root
    .find('[data-upgrade-item][data-member]')
    .toArray()
    .filter((el) => ['removed', 'renamed'].includes(el.attribs['data-change'] ?? ''))
    .map((el) => {
      const item = $(el);
      const change = item.attr('data-change') === 'removed' ? 'Removed' : 'Renamed';
      const name = item.attr('data-member')!;
      const release = item.attr('data-release')!;
      const readerWords = words?.ofRemoved(name, release);
      return {
        name,
        kind: `${change} in ${release}`,
        category: 'Upgrade guide',
        description: clean(item.children('p').first().text()),
        aliases: [],
        ...(readerWords === undefined ? {} : {readerWords}),
        url: `${url}#${item.attr('id')}`,
        page,
      };
    });
}

/** Whether an address is a framework's API page, whose table rows become member results. */
export function isApiPage(url: string): boolean {
  return /^\/docs\/[^/]+\/(.+\/)?api\/[^/]+$/.test(url);
}
