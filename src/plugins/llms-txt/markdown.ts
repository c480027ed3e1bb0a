/**
 * The Markdown twin of a built page (GFM), pure: cheerio reduces the site's markup (code blocks,
 * tabs as a bold label per panel, admonitions as quotes, table cells) to plain HTML, turndown writes it.
 * The site's own rules stand where turndown has no option for the behaviour:
 * - escaping (`escapeText`): turndown escapes every `[`, `_` and leading `-`, even in plain prose;
 * - tables: GFM tables are not in turndown's core (a separate plugin, without captions or `<br>` cells);
 * - lists, quotes, code: turndown writes `-   ` markers, `> ` on blank quote lines, fences without a title.
 * Left out (`isLeftOut`): what a reader does not see or cannot use in Markdown, and `data-twin-omit`
 * text; a `hidden` element marked `data-twin-only` is kept, like any `hidden` text (a tab panel).
 */
import {load, type AnyNode, type Cheerio, type CheerioAPI, type Element} from 'cheerio';
import TurndownService from 'turndown';

export interface ConvertOptions {
  /** Absolute URL of the HTML page, e.g. `https://example.org/docs/react/api/props`. */
  readonly pageUrl: string;
}

/** CSS class names the site's own components use for text that is not shown (CSS modules add `_hash`). */
const HIDDEN_CLASS = /^(?:sr-only|visually-hidden|visuallyHidden(?:_[\w-]+)?)$/;
const DROPPED_TAGS = new Set([
  'button',
  'nav',
  'svg',
  'script',
  'style',
  'noscript',
  'template',
  'input',
  'select',
  'textarea',
  // A form's controls mean nothing in Markdown (the builder's options: its file stays).
  'form',
]);

function isElement(node: AnyNode): node is Element {
  return node.type === 'tag' || node.type === 'script' || node.type === 'style';
}

function classesOf(el: Element): string[] {
  return (el.attribs.class ?? '').split(/\s+/).filter(Boolean);
}

/** The text of a node as the browser lays it out (`<br>` as a newline), zero-width spaces left out. */
function plainText(node: AnyNode): string {
  if (node.type === 'text') return node.data.replace(/\u200b/g, '');
  if (!isElement(node)) return '';
  if (node.name === 'br') return '\n';
  return node.children.map(plainText).join('');
}

/** Text a reader does not see, or UI that means nothing in a Markdown file. */
function isLeftOut($: CheerioAPI, el: Element): boolean {
  if (DROPPED_TAGS.has(el.name)) return true;
  if (el.attribs['aria-hidden'] === 'true') return true;
  if (el.attribs.role === 'status' || el.attribs.role === 'search') return true;
  // Page furniture that is not content, such as the "Report a problem" link (src/remark/reportProblem.ts),
  // and sentences about the page's own controls (src/components/PageOnly).
  if (el.attribs['data-twin-omit'] === 'true') return true;
  if (classesOf(el).some((c) => HIDDEN_CLASS.test(c))) return true;
  // An icon-only link (heading "#" links hold a zero-width space).
  return el.name === 'a' && plainText(el).trim() === '' && $(el).find('img').length === 0;
}

/** Escapes text so Markdown shows it literally (inline context). */
export function escapeText(text: string): string {
  return (
    text
      .replace(/\\/g, '\\\\')
      .replace(/([*`])/g, '\\$1')
      // `[text]` stays text unless a `(`, `[` or `:` follows it (a link or a reference).
      .replace(/\](?=[([:])/g, '\\]')
      .replace(/(^|\W)_/g, '$1\\_')
      .replace(/_(?=\W|$)/g, '\\_')
      .replace(/<(?=[A-Za-z/!?])/g, '\\<')
  );
}

/** Inline code with a fence longer than any backtick run it contains. */
export function inlineCode(text: string): string {
  const code = text.replace(/\s+/g, ' ');
  if (code === '') return '';
  const longest = Math.max(0, ...(code.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const pad = code.startsWith('`') || code.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${code}${pad}${fence}`;
}

/** A fenced code block whose fence is longer than any backtick run of the code. */
export function fencedCode(code: string, language = '', title = ''): string {
  const longest = Math.max(2, ...(code.match(/^`+/gm) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const info = [language, title ? `title=${JSON.stringify(title)}` : ''].filter(Boolean).join(' ');
  return `${fence}${info}\n${code.replace(/\n+$/, '')}\n${fence}`;
}

// ---- the site's markup, reduced to plain HTML (cheerio) ----------------------------------------

const languageOf = (el: Element | undefined) =>
  (el ? classesOf(el) : []).find((c) => c.startsWith('language-'))?.slice('language-'.length) ?? '';

/** The code of a `<pre>`: one line per highlighted line when Prism split it. */
function codeText($: CheerioAPI, pre: Element): string {
  const lines = $(pre).find('.token-line').toArray();
  if (lines.length > 0) return lines.map((line) => plainText(line).replace(/\n$/, '')).join('\n');
  return plainText(pre);
}

/** A `<pre>` for the turndown rule `codeBlock`. */
function plainCodeBlock($: CheerioAPI, code: string, language: string, title: string): Cheerio<AnyNode> {
  const pre = $('<pre data-twin-code=""><code></code></pre>');
  pre.attr('data-language', language).attr('data-title', title);
  pre.children('code').text(code);
  return pre;
}

/** theme-classic's code blocks (title, highlighted lines, buttons) and bare `<pre>` as plain `<pre>`. */
function simplifyCodeBlocks($: CheerioAPI, root: Cheerio<Element>): void {
  for (const container of root.find('.theme-code-block').toArray()) {
    const pre = $(container).find('pre').get(0);
    if (!pre) {
      $(container).remove();
      continue;
    }
    // The title is the container's child that holds no code (theme-classic's CodeBlock layout).
    const titleEl = $(container)
      .children()
      .toArray()
      .find((c) => c.name !== 'pre' && $(c).find('pre').length === 0);
    const title = titleEl ? plainText(titleEl).trim() : '';
    const language = languageOf(container) || languageOf(pre);
    $(container).replaceWith(plainCodeBlock($, codeText($, pre), language, title));
  }
  for (const pre of root.find('pre:not([data-twin-code])').toArray()) {
    $(pre).replaceWith(plainCodeBlock($, codeText($, pre), languageOf(pre), ''));
  }
}

/** `<p><strong>…</strong></p>` holding the element's content (a tab label, an admonition title). */
function boldParagraph($: CheerioAPI, el: Element): Cheerio<AnyNode> {
  const p = $('<p><strong></strong></p>');
  p.children('strong').append($(el).contents());
  return p;
}

function flattenTabs($: CheerioAPI, root: Cheerio<Element>): void {
  for (const container of root.find('.tabs-container').toArray().reverse()) {
    const labels = $(container).find('[role="tab"]').toArray();
    const flat = $('<div></div>');
    $(container)
      .find('[role="tabpanel"]')
      .each((i, panel) => {
        const label = labels[i];
        if (label && plainText(label).trim() !== '') flat.append(boldParagraph($, label));
        flat.append($(panel).contents());
      });
    $(container).replaceWith(flat);
  }
}

function quoteAdmonitions($: CheerioAPI, root: Cheerio<Element>): void {
  for (const admonition of root.find('.theme-admonition').toArray().reverse()) {
    const [heading, ...content] = $(admonition).children().toArray();
    const quote = $('<blockquote></blockquote>');
    if (heading && plainText(heading).trim() !== '') quote.append(boldParagraph($, heading));
    for (const part of content) quote.append($(part).contents());
    $(admonition).replaceWith(quote);
  }
}

/** Whether the Markdown before a node ends with a word, code or a link (so a note glued to it needs a new line). */
function endsWithWord(node: AnyNode | null): boolean {
  for (let prev = node; prev; prev = prev.prev) {
    if (prev.type === 'text') {
      if (prev.data === '') continue;
      return /[\w)]$/.test(prev.data);
    }
    if (!isElement(prev)) continue;
    if (prev.name === 'code' || prev.name === 'samp' || (prev.name === 'a' && prev.attribs.href)) return true;
    if (prev.name === 'em' || prev.name === 'i') return true;
    if (plainText(prev) === '') continue;
    if (['strong', 'b', 'del', 's', 'kbd'].includes(prev.name)) return false;
    return endsWithWord(prev.lastChild);
  }
  return false;
}

/** A table cell's lists as "• item" lines, and its notes (spans glued to a word) on a line of their own. */
function simplifyCells($: CheerioAPI, root: Cheerio<Element>): void {
  for (const cell of root.find('td, th').toArray()) {
    for (const list of $(cell).find('ul, ol').toArray().reverse()) {
      const lines = $(list)
        .children('li')
        .toArray()
        .map((li) => $('<div>• </div>').append($(li).contents()));
      $(list).replaceWith($('<div></div>').append(...lines));
    }
    for (const span of $(cell).find('span').toArray()) {
      if (/^\w/.test(plainText(span).trimStart()) && endsWithWord(span.prev)) $(span).before('<br>');
    }
  }
}

function absoluteUrls($: CheerioAPI, root: Cheerio<Element>, pageUrl: string): void {
  const absolute = (href: string) => {
    try {
      return new URL(href, pageUrl).href;
    } catch {
      return href;
    }
  };
  root.find('a[href]').each((_, a) => {
    $(a).attr('href', absolute(a.attribs.href!).replace(/[()\s]/g, encodeURIComponent));
  });
  root.find('img[src]').each((_, img) => {
    $(img).attr('src', absolute(img.attribs.src!));
  });
}

function plainHtml($: CheerioAPI, root: Cheerio<Element>, options: ConvertOptions): string {
  root.find('*').each((_, el) => {
    if (isLeftOut($, el)) $(el).remove();
  });
  // Zero-width spaces (the heading links held one) are not text a reader reads.
  for (const el of [...root.toArray(), ...root.find('*').toArray()]) {
    for (const child of el.children)
      if (child.type === 'text') child.data = child.data.replace(/\u200b/g, '');
  }
  simplifyCodeBlocks($, root);
  flattenTabs($, root);
  quoteAdmonitions($, root);
  simplifyCells($, root);
  absoluteUrls($, root, options.pageUrl);
  return root.html() ?? '';
}

// ---- plain HTML to Markdown (turndown) ---------------------------------------------------------

/** A paragraph's Markdown: lines trimmed, at most one space in a row, a leading block marker escaped. */
function paragraph(content: string): string {
  return content
    .split('\n')
    .map((line) => line.replace(/ {2,}/g, ' ').trim())
    .filter((line, i, all) => line !== '' || (i > 0 && i < all.length - 1))
    .join('  \n')
    .replace(/^([#>+-]|\d+[.)])(?=\s)/, '\\$1');
}

function quote(text: string): string {
  return text
    .split('\n')
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n');
}

const trimNewlines = (text: string) => text.replace(/^\n+|\n+$/g, '');

/** Block-level children of a list item, an inline run counting as one: more than one makes the list loose. */
function blockCount(li: HTMLElement): number {
  let count = 0;
  let inRun = false;
  for (const child of Array.from(li.childNodes)) {
    const name = child.nodeName;
    if (child.nodeType === 3 && (child.textContent ?? '').trim() === '') continue;
    if (name === 'UL' || name === 'OL') {
      inRun = false;
    } else if (
      child.nodeType === 1 &&
      /^(?:P|DIV|PRE|BLOCKQUOTE|TABLE|H[1-6]|HR|DL|DETAILS|SECTION)$/.test(name)
    ) {
      count += 1;
      inRun = false;
    } else if (!inRun) {
      count += 1;
      inRun = true;
    }
  }
  return count;
}

function markdownService(): TurndownService {
  const service = new TurndownService({
    headingStyle: 'atx',
    hr: '---',
    bulletListMarker: '-',
    codeBlockStyle: 'fenced',
    emDelimiter: '_',
    strongDelimiter: '**',
    br: '',
  });
  service.escape = escapeText;
  const cellText = (cell: HTMLElement) =>
    service
      .turndown(cell)
      .split('\n')
      .map((line) => line.replace(/\s+/g, ' ').trim())
      .filter(Boolean)
      .join('<br>')
      .replace(/\|/g, '\\|');
  service
    .addRule('paragraph', {
      filter: ['p', 'summary'],
      replacement: (content) => `\n\n${paragraph(content)}\n\n`,
    })
    .addRule('details', {
      filter: 'details',
      replacement: (content) => `\n\n${content}\n\n`,
    })
    .addRule('heading', {
      filter: ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'],
      replacement: (content, node) => {
        const text = paragraph(content).replace(/\s*\n\s*/g, ' ');
        return text ? `\n\n${'#'.repeat(Number(node.nodeName[1]))} ${text}\n\n` : '';
      },
    })
    .addRule('lineBreak', {
      filter: 'br',
      replacement: () => '\n',
    })
    .addRule('blockquote', {
      filter: 'blockquote',
      replacement: (content) => `\n\n${quote(trimNewlines(content))}\n\n`,
    })
    .addRule('listItem', {
      filter: 'li',
      replacement: (content, node) => {
        const parent = node.parentNode as HTMLElement;
        const index = Array.prototype.indexOf.call(parent.children, node);
        const start = Number(parent.getAttribute('start') ?? 1);
        const marker = parent.nodeName === 'OL' ? `${start + index}. ` : '- ';
        const loose = Array.from(parent.children).some((li) => blockCount(li as HTMLElement) > 1);
        const body = trimNewlines(content).replace(/\n(?=.)/g, `\n${' '.repeat(marker.length)}`);
        return `${marker}${body}${node.nextSibling ? (loose ? '\n\n' : '\n') : ''}`;
      },
    })
    .addRule('inlineCode', {
      filter: (node) =>
        ['CODE', 'KBD', 'SAMP'].includes(node.nodeName) && node.parentNode?.nodeName !== 'PRE',
      replacement: (_content, node) =>
        node.nodeName === 'KBD'
          ? `<kbd>${(node.textContent ?? '').trim()}</kbd>`
          : inlineCode(node.textContent ?? ''),
    })
    .addRule('codeBlock', {
      filter: 'pre',
      replacement: (_content, node) => {
        const pre = node as HTMLElement;
        const code = pre.textContent ?? '';
        return `\n\n${fencedCode(code, pre.getAttribute('data-language') ?? '', pre.getAttribute('data-title') ?? '')}\n\n`;
      },
    })
    .addRule('strikethrough', {
      filter: ['del', 's'],
      replacement: (content) => (content.trim() ? `~~${content}~~` : content),
    })
    .addRule('link', {
      filter: 'a',
      replacement: (content, node) => {
        const href = (node as HTMLElement).getAttribute('href');
        return href ? `[${content.trim()}](${href})` : content;
      },
    })
    .addRule('image', {
      filter: 'img',
      replacement: (_content, node) => {
        const img = node as HTMLElement;
        const src = img.getAttribute('src');
        return src ? `![${escapeText(img.getAttribute('alt') ?? '')}](${src})` : '';
      },
    })
    .addRule('table', {
      filter: 'table',
      replacement: (_content, node) => {
        const table = node as HTMLElement;
        const caption = table.querySelector('caption');
        const captionText = caption ? paragraph(service.turndown(caption)) : '';
        const rows = Array.from(table.querySelectorAll('tr'));
        const cells = rows.map((tr) =>
          Array.from(tr.children)
            .filter((c) => c.nodeName === 'TH' || c.nodeName === 'TD')
            .map((c) => cellText(c as HTMLElement)),
        );
        const out = captionText ? [`**${captionText}**`] : [];
        if (cells.length > 0) {
          const width = Math.max(...cells.map((row) => row.length));
          const hasHead = rows[0]!.parentNode?.nodeName === 'THEAD';
          const head = hasHead ? cells[0]! : Array.from({length: width}, () => '');
          const body = hasHead ? cells.slice(1) : cells;
          const line = (row: readonly string[]) =>
            `| ${Array.from({length: width}, (_, i) => row[i] ?? '').join(' | ')} |`;
          out.push(
            [
              line(head),
              `| ${Array.from({length: width}, () => '---').join(' | ')} |`,
              ...body.map(line),
            ].join('\n'),
          );
        }
        return `\n\n${out.join('\n\n')}\n\n`;
      },
    });
  return service;
}

function toMarkdown($: CheerioAPI, root: Cheerio<Element>, options: ConvertOptions): string {
  return `${markdownService().turndown(plainHtml($, root, options))}\n`;
}

/** Markdown of an HTML fragment (for example the content of a docs page). */
export function htmlToMarkdown(html: string, options: ConvertOptions): string {
  const $ = load(`<div>${html}</div>`, null, false);
  return toMarkdown($, $.root().children('div').first(), options);
}

/** Markdown of a built docs page's content; parse5 reads the optional end tags the minified HTML leaves out. */
export function docPageToMarkdown(pageHtml: string, options: ConvertOptions): string {
  const $ = load(pageHtml);
  const content = $('article .theme-doc-markdown').first();
  if (content.length === 0) {
    throw new Error(
      `llms-txt: no docs content (.theme-doc-markdown) in the built page ${options.pageUrl}. ` +
        'Did a theme override remove the class from DocItem/Content?',
    );
  }
  return toMarkdown($, content, options);
}
