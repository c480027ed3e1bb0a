/**
 * The Markdown twin of a built page: converts the page's rendered content
 * (the HTML a reader sees, so tables rendered from data are in it) to
 * GitHub-flavoured Markdown. Pure: HTML in, Markdown out; no file access.
 *
 * What it keeps and how:
 * - headings, paragraphs, lists (nested), emphasis, inline code, keyboard keys;
 * - tables as GFM tables (a caption becomes a bold line above it; block
 *   content inside a cell, such as a list or a note, is joined with `<br>`);
 * - code blocks as fenced blocks with their language and title
 *   (```tsx title="basic.tsx"), the text taken line by line from the
 *   highlighted markup;
 * - tabs as one bold label per panel followed by the panel, hidden panels included;
 * - admonitions as block quotes starting with their title;
 * - links and images absolute to the site (`#anchor` links point to the HTML page).
 *
 * What it leaves out, because a Markdown reader cannot use it: icon-only links
 * (heading "#" links, the "Copy link" icon of table rows), buttons, `nav`
 * blocks (the "Jump to" list of a props page), live regions (`role="status"`), the API filter (`role="search"`),
 * text hidden from sight (`aria-hidden`, visually hidden text for screen readers),
 * SVG, scripts and styles.
 */
import {load, type AnyNode, type Element} from 'cheerio';

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
const BLOCK_TAGS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'details',
  'div',
  'dl',
  'fieldset',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'main',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'ul',
]);

function isElement(node: AnyNode): node is Element {
  return node.type === 'tag' || node.type === 'script' || node.type === 'style';
}

function classesOf(el: Element): string[] {
  return (el.attribs.class ?? '').split(/\s+/).filter(Boolean);
}

function hasClass(el: Element, name: string): boolean {
  return classesOf(el).includes(name);
}

/** Text a reader does not see, or UI that means nothing in a Markdown file. */
function isLeftOut(el: Element): boolean {
  if (DROPPED_TAGS.has(el.name)) return true;
  if (el.attribs['aria-hidden'] === 'true') return true;
  if (el.attribs.role === 'status' || el.attribs.role === 'search') return true;
  // Page furniture that is not content, such as the "Report a problem" link (src/remark/reportProblem.ts).
  if (el.attribs['data-twin-omit'] === 'true') return true;
  if (classesOf(el).some((c) => HIDDEN_CLASS.test(c))) return true;
  // An icon-only link (heading "#" links hold a zero-width space).
  if (el.name === 'a' && plainText(el).trim() === '' && !findFirst(el, (n) => n.name === 'img')) return true;
  return false;
}

function findFirst(el: Element, test: (e: Element) => boolean): Element | undefined {
  for (const child of el.children) {
    if (!isElement(child)) continue;
    if (test(child)) return child;
    const found = findFirst(child, test);
    if (found) return found;
  }
  return undefined;
}

function findAll(el: Element, test: (e: Element) => boolean, out: Element[] = []): Element[] {
  for (const child of el.children) {
    if (!isElement(child)) continue;
    if (test(child)) out.push(child);
    else findAll(child, test, out);
  }
  return out;
}

/** The text of an element as the browser lays it out in one line (`<br>` as a newline). */
function plainText(node: AnyNode): string {
  if (node.type === 'text') return (node as unknown as {data: string}).data.replace(/\u200b/g, '');
  if (!isElement(node)) return '';
  if (node.name === 'br') return '\n';
  return node.children.map(plainText).join('');
}

/** Visible text of an element, skipping what `isLeftOut` drops. */
function visibleText(node: AnyNode): string {
  if (node.type === 'text') return plainText(node);
  if (!isElement(node) || isLeftOut(node)) return '';
  if (node.name === 'br') return '\n';
  return node.children.map(visibleText).join('');
}

function isBlock(node: AnyNode): boolean {
  return isElement(node) && BLOCK_TAGS.has(node.name);
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

class Converter {
  constructor(private readonly options: ConvertOptions) {}

  private url(href: string): string {
    try {
      return new URL(href, this.options.pageUrl).href;
    } catch {
      return href;
    }
  }

  // ---- inline content ---------------------------------------------------

  /** Markdown of inline content; whitespace collapsed, `<br>` kept as "\n". */
  inline(nodes: readonly AnyNode[], inCell = false): string {
    let out = '';
    for (const node of nodes) {
      let part: string;
      if (node.type === 'text') {
        part = escapeText(plainText(node).replace(/\s+/g, ' '));
      } else if (!isElement(node) || isLeftOut(node)) {
        continue;
      } else {
        part = this.inlineElement(node, inCell);
        // In a table cell a nested block (a list, a paragraph) starts a new line; so does
        // a span glued to a word before it (the site's table notes are CSS blocks).
        const glued =
          inCell && node.name === 'span' && /[\w`)]$/.test(out) && /^\w/.test(visibleText(node).trimStart());
        if (inCell && (isBlock(node) || glued) && out.trim() !== '' && part.trim() !== '') {
          out = out.replace(/[ \n]+$/, '') + '\n';
          part = part.trimStart();
        }
      }
      out += part;
    }
    return out;
  }

  private inlineElement(el: Element, inCell: boolean): string {
    switch (el.name) {
      case 'br':
        return '\n';
      case 'wbr':
        return '';
      case 'code':
      case 'kbd':
      case 'samp': {
        const text = plainText(el);
        return el.name === 'kbd' ? `<kbd>${text.trim()}</kbd>` : inlineCode(text);
      }
      case 'strong':
      case 'b':
        return this.wrap(this.inline(el.children, inCell), '**');
      case 'em':
      case 'i':
        return this.wrap(this.inline(el.children, inCell), '_');
      case 'del':
      case 's':
        return this.wrap(this.inline(el.children, inCell), '~~');
      case 'a': {
        const text = this.inline(el.children, inCell).trim();
        const href = el.attribs.href;
        if (!href) return text;
        return `[${text}](${this.url(href).replace(/[()\s]/g, encodeURIComponent)})`;
      }
      case 'img': {
        const src = el.attribs.src;
        return src ? `![${escapeText(el.attribs.alt ?? '')}](${this.url(src)})` : '';
      }
      case 'ul':
      case 'ol':
        if (inCell) {
          return findAll(el, (e) => e.name === 'li')
            .map((li) => `• ${this.inline(li.children, true).trim()}`)
            .join('\n');
        }
        return this.inline(el.children, inCell);
      default:
        return this.inline(el.children, inCell);
    }
  }

  /** `**text**` with the markers inside the surrounding spaces (Markdown ignores `** text**`). */
  private wrap(text: string, marker: string): string {
    const match = /^(\s*)([\s\S]*?)(\s*)$/.exec(text)!;
    return match[2] ? `${match[1]}${marker}${match[2]}${marker}${match[3]}` : text;
  }

  /** Inline Markdown as one paragraph: lines trimmed, at most one space in a row. */
  private paragraph(nodes: readonly AnyNode[]): string {
    return this.inline(nodes)
      .split('\n')
      .map((line) => line.replace(/ {2,}/g, ' ').trim())
      .filter((line, i, all) => line !== '' || (i > 0 && i < all.length - 1))
      .join('  \n')
      .replace(/^([#>+-]|\d+[.)])(?=\s)/, '\\$1');
  }

  // ---- blocks -----------------------------------------------------------

  /** Markdown blocks of a node list; inline runs between blocks become paragraphs. */
  blocks(nodes: readonly AnyNode[]): string[] {
    const out: string[] = [];
    let run: AnyNode[] = [];
    const flush = () => {
      const text = this.paragraph(run);
      if (text !== '') out.push(text);
      run = [];
    };
    for (const node of nodes) {
      if (isElement(node) && isLeftOut(node)) continue;
      if (isElement(node) && (isBlock(node) || this.isSpecialBlock(node))) {
        flush();
        out.push(...this.block(node));
      } else {
        run.push(node);
      }
    }
    flush();
    return out;
  }

  private isSpecialBlock(el: Element): boolean {
    return hasClass(el, 'theme-code-block') || hasClass(el, 'tabs-container');
  }

  private block(el: Element): string[] {
    if (hasClass(el, 'theme-code-block')) return [this.codeBlock(el)];
    if (hasClass(el, 'tabs-container')) return this.tabs(el);
    if (hasClass(el, 'theme-admonition')) return [this.admonition(el)];
    switch (el.name) {
      case 'h1':
      case 'h2':
      case 'h3':
      case 'h4':
      case 'h5':
      case 'h6': {
        const text = this.paragraph(el.children).replace(/\s*\n\s*/g, ' ');
        return text ? [`${'#'.repeat(Number(el.name[1]))} ${text}`] : [];
      }
      case 'p':
      case 'summary': {
        const text = this.paragraph(el.children);
        return text ? [text] : [];
      }
      case 'ul':
      case 'ol':
        return [this.list(el)];
      case 'table':
        return this.table(el);
      case 'pre':
        return [fencedCode(this.codeText(el), this.languageOf(el))];
      case 'blockquote':
        return [quote(this.blocks(el.children).join('\n\n'))];
      case 'hr':
        return ['---'];
      default:
        return this.blocks(el.children);
    }
  }

  private list(el: Element): string {
    const ordered = el.name === 'ol';
    let n = Number(el.attribs.start ?? 1);
    const items: string[] = [];
    for (const li of el.children) {
      if (!isElement(li) || li.name !== 'li' || isLeftOut(li)) continue;
      const marker = ordered ? `${n++}.` : '-';
      // A nested list follows its item's text on the next line (a tight list).
      const body = this.blocks(li.children).reduce(
        (text, block) =>
          text === '' ? block : `${text}${/^(?:-|\d+\.) /.test(block) ? '\n' : '\n\n'}${block}`,
        '',
      );
      const indent = ' '.repeat(marker.length + 1);
      items.push(`${marker} ${body.replace(/\n(?=.)/g, `\n${indent}`)}`);
    }
    // A list whose items hold several blocks is "loose": separate the items with a blank line.
    const loose = items.some((item) => /\n\n/.test(item));
    return items.join(loose ? '\n\n' : '\n');
  }

  private table(el: Element): string[] {
    const out: string[] = [];
    const caption = findFirst(el, (e) => e.name === 'caption');
    if (caption) {
      const text = this.paragraph(caption.children);
      if (text) out.push(`**${text}**`);
    }
    const rows = findAll(el, (e) => e.name === 'tr');
    const cells = rows.map((tr) =>
      tr.children
        .filter((c): c is Element => isElement(c) && (c.name === 'th' || c.name === 'td'))
        .map((cell) => this.cell(cell)),
    );
    if (cells.length === 0) return out;
    const width = Math.max(...cells.map((row) => row.length));
    const hasHead =
      rows[0]!.parent !== null && isElement(rows[0]!.parent) && rows[0]!.parent.name === 'thead';
    const head = hasHead ? cells[0]! : Array.from({length: width}, () => '');
    const body = hasHead ? cells.slice(1) : cells;
    const line = (row: readonly string[]) =>
      `| ${Array.from({length: width}, (_, i) => row[i] ?? '').join(' | ')} |`;
    out.push(
      [line(head), `| ${Array.from({length: width}, () => '---').join(' | ')} |`, ...body.map(line)].join(
        '\n',
      ),
    );
    return out;
  }

  private cell(cell: Element): string {
    return this.inline(cell.children, true)
      .split('\n')
      .map((line) => line.replace(/\s+/g, ' ').trim())
      .filter(Boolean)
      .join('<br>')
      .replace(/\|/g, '\\|');
  }

  /** The code of a `<pre>`: one line per highlighted line when Prism split it. */
  private codeText(pre: Element): string {
    const lines = findAll(pre, (e) => hasClass(e, 'token-line'));
    if (lines.length > 0) return lines.map((line) => plainText(line).replace(/\n$/, '')).join('\n');
    return plainText(pre);
  }

  private languageOf(el: Element): string {
    const cls = classesOf(el).find((c) => c.startsWith('language-'));
    return cls ? cls.slice('language-'.length) : '';
  }

  private codeBlock(container: Element): string {
    const pre = findFirst(container, (e) => e.name === 'pre');
    if (!pre) return '';
    // The title is the container's child that holds no code (theme-classic's CodeBlock layout).
    const titleEl = container.children.find(
      (c): c is Element => isElement(c) && !findFirst(c, (e) => e.name === 'pre') && c.name !== 'pre',
    );
    const title = titleEl ? plainText(titleEl).trim() : '';
    return fencedCode(this.codeText(pre), this.languageOf(container) || this.languageOf(pre), title);
  }

  private tabs(container: Element): string[] {
    const labels = findAll(container, (e) => e.attribs.role === 'tab').map((tab) =>
      this.paragraph(tab.children),
    );
    const panels = findAll(container, (e) => e.attribs.role === 'tabpanel');
    return panels.flatMap((panel, i) => [
      ...(labels[i] ? [`**${labels[i]}**`] : []),
      ...this.blocks(panel.children),
    ]);
  }

  private admonition(el: Element): string {
    const parts = el.children.filter(isElement);
    const [heading, ...content] = parts;
    const title = heading ? this.paragraph(heading.children) : '';
    const body = content.flatMap((part) => this.blocks(part.children));
    return quote([...(title ? [`**${title}**`] : []), ...body].join('\n\n'));
  }
}

function quote(text: string): string {
  return text
    .split('\n')
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n');
}

/** Markdown of an HTML fragment (for example the content of a docs page). */
export function htmlToMarkdown(html: string, options: ConvertOptions): string {
  const $ = load(html, null, false);
  const converter = new Converter(options);
  return `${converter.blocks($.root().contents().toArray()).join('\n\n')}\n`;
}

/**
 * Markdown of the docs content (`.theme-doc-markdown`) of a built docs page.
 * Only the page's `<article>` is parsed: the head, navbar, sidebar and footer are
 * half of each page, and parsing is most of the cost. The parser is parse5 (the
 * HTML standard's): the minified HTML leaves out optional end tags (`</td>`, `</thead>`...).
 */
export function docPageToMarkdown(pageHtml: string, options: ConvertOptions): string {
  const start = pageHtml.search(/<article[\s>]/);
  const end = pageHtml.indexOf('</article>', start);
  const article = start >= 0 && end > start ? pageHtml.slice(start, end + '</article>'.length) : pageHtml;
  const $ = load(article, null, false);
  const content = $('.theme-doc-markdown').first();
  if (content.length === 0) {
    throw new Error(
      `llms-txt: no docs content (.theme-doc-markdown) in the built page ${options.pageUrl}. ` +
        'Did a theme override remove the class from DocItem/Content?',
    );
  }
  const converter = new Converter(options);
  return `${converter.blocks(content.contents().toArray()).join('\n\n')}\n`;
}
