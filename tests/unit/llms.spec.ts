/**
 * Docs that assistants can read (issue 19, src/plugins/llms-txt):
 * - the HTML-to-Markdown converter on small inputs;
 * - over build/ (run `npm run build` first): every docs route has a Markdown
 *   twin holding every API name its page shows and every code example;
 *   llms.txt links every docs page and each link resolves to a file; the
 *   per-framework files hold only their framework's pages; the sitemap lists
 *   no twin.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {gunzipSync} from 'node:zlib';
import {test, expect} from '@playwright/test';
import {docIdsOf, frameworks} from '../../src/data/frameworks';
import {htmlToMarkdown} from '../../src/plugins/llms-txt/markdown';
import {twinPathOf} from '../../src/utils/markdownTwin';
import {BUILD_DIR, loadBuiltPage, sitemapPaths} from '../support/site';
import {DEFAULT_SITE_URL} from '../../src/config/siteAddress';

/** build/ is made with the default address (SITE_URL and BASE_URL unset: this origin, base `/`). */
const SITE = DEFAULT_SITE_URL;
const PAGE = `${SITE}/docs/react/api/props`;
const md = (html: string) => htmlToMarkdown(html, {pageUrl: PAGE});
const REBUILD = 'Rebuild with `npm run build`; the twins are written by src/plugins/llms-txt';

test.describe('converter', () => {
  test('a data table keeps every row with its type, default, since and description, without the row UI', () => {
    const html =
      '<table><caption>React props: <code>Data</code></caption><thead><tr><th scope="col">Name</th><th>Type</th>' +
      '<th>Required</th><th>Default</th><th>Since</th><th>Description</th></tr></thead><tbody>' +
      '<tr id="prop-dropdown-data"><th scope="row"><code>dropdown<wbr>Data</code><span>' +
      '<a href="#prop-dropdown-data" aria-label="Copy link to the dropdownData row"><svg aria-hidden="true"></svg></a>' +
      '<span role="status">Link copied</span></span></th><td><code>any[] | string</code></td>' +
      '<td>No<span class="note_U13S">the README marks it required</span></td>' +
      '<td><code>"a|b"</code></td><td><span title="first release">—</span></td><td>Items <!-- -->offered<!-- -->.</td></tr>' +
      '</tbody></table>';
    expect(md(html)).toBe(
      '**React props: `Data`**\n\n' +
        '| Name | Type | Required | Default | Since | Description |\n' +
        '| --- | --- | --- | --- | --- | --- |\n' +
        '| `dropdownData` | `any[] \\| string` | No<br>the README marks it required | `"a\\|b"` | — | Items offered. |\n',
    );
  });

  test('code blocks keep language, title and lines; tabs label each panel, hidden ones included', () => {
    const line = (text: string) =>
      `<div class="token-line"><span class="codeLineNumber_x"></span><span>${text}</span><br></div>`;
    const html =
      '<div class="theme-tabs-container tabs-container"><ul role="tablist"><li role="tab">npm</li><li role="tab">Yarn</li></ul>' +
      '<div><div role="tabpanel"><div class="language-bash theme-code-block"><div><pre class="prism-code language-bash">' +
      `<code>${line('npm install x')}</code></pre></div></div></div>` +
      '<div role="tabpanel" hidden=""><div class="language-bash theme-code-block"><div><pre><code>' +
      `${line('yarn add x')}</code></pre></div></div></div></div></div>` +
      '<div class="language-tsx theme-code-block"><div class="codeBlockTitle_A">basic.tsx</div><div><pre><code>' +
      `${line('const a = `x`;')}${line('')}${line('&lt;A b={1} /&gt;')}</code></pre></div></div>`;
    expect(md(html)).toBe(
      '**npm**\n\n```bash\nnpm install x\n```\n\n**Yarn**\n\n```bash\nyarn add x\n```\n\n' +
        '```tsx title="basic.tsx"\nconst a = `x`;\n\n<A b={1} />\n```\n',
    );
  });

  test('headings lose their "#" link, links become absolute, page UI is left out', () => {
    const html =
      '<header><h1>Props</h1></header>' +
      '<h2 id="x">How to <em>read</em><a href="#x" class="hash-link" aria-label="Direct link">\u200b</a></h2>' +
      '<nav aria-label="Jump"><a href="#data">Data</a></nav><button>Copy</button>' +
      '<p>See <a href="/docs/react/api/aria#aria-x"><code>aria</code></a>, <a href="#prop-a">this row</a>, ' +
      '<a href="https://stackblitz.com/edit/a" target="_blank">Open<span class="visuallyHidden_j1PK">: A (opens in a new tab)</span>' +
      '<span aria-hidden="true"> ↗</span></a> and press <kbd>Esc</kbd>. Use *stars* and [brackets](not a link).</p>' +
      '<ul><li><strong>API</strong><ul><li><a href="props">Props</a>: every prop.</li></ul></li><li>Two</li></ul>' +
      '<div class="theme-admonition theme-admonition-warning"><div><span><svg></svg></span>Known limitations</div>' +
      '<div><ul><li>One</li></ul></div></div>';
    expect(md(html)).toBe(
      '# Props\n\n## How to _read_\n\n' +
        `See [\`aria\`](${SITE}/docs/react/api/aria#aria-x), [this row](${PAGE}#prop-a), ` +
        '[Open](https://stackblitz.com/edit/a) and press <kbd>Esc</kbd>. Use \\*stars\\* and [brackets\\](not a link).\n\n' +
        `- **API**\n  - [Props](${SITE}/docs/react/api/props): every prop.\n- Two\n\n` +
        '> **Known limitations**\n>\n> - One\n',
    );
  });

  test('details, ordered lists with a start, quotes, images, rules and a table without a head', () => {
    const html =
      '<details class="details_x"><summary>Why <em>two</em>?</summary><div><div><p>Because.</p></div></div></details>' +
      '<ol start="3"><li>Three</li><li>Four <del>old</del> <img src="/img/a.png" alt="a_b"></li></ol>' +
      '<blockquote><p>Quoted</p><p># not a heading</p></blockquote><hr>' +
      '<table><tr><td>a | b</td><td><ul><li>x</li><li><code>y</code></li></ul></td></tr></table>';
    expect(md(html)).toBe(
      'Why _two_?\n\nBecause.\n\n' +
        `3. Three\n4. Four ~~old~~ ![a_b](${SITE}/img/a.png)\n\n` +
        '> Quoted\n>\n> \\# not a heading\n\n---\n\n' +
        '|  |  |\n| --- | --- |\n| a \\| b | • x<br>• `y` |\n',
    );
  });

  test('the twin of a page is its path plus .md', () => {
    expect(twinPathOf('/docs/react/api/props')).toBe('/docs/react/api/props.md');
    expect(twinPathOf('/docs/react/')).toBe('/docs/react.md');
    for (const variant of [
      '/docs/react/api/props.html',
      '/docs/react/api/props/index.html',
      '/docs/react/api/props/',
    ]) {
      expect(twinPathOf(variant), variant).toBe('/docs/react/api/props.md');
    }
  });
});

test.describe('built files', () => {
  const docsRoutes = () => sitemapPaths().filter((path) => /^\/docs\/[^/]+\/.+/.test(path));
  const read = (path: string) => readFileSync(join(BUILD_DIR, path), 'utf8');

  test('every docs route has a twin with every API name and code example of its page', () => {
    const routes = docsRoutes();
    expect(routes.length, 'docs routes in build/sitemap.xml').toBeGreaterThan(30);
    const problems: string[] = [];
    for (const route of routes) {
      const twinFile = join(BUILD_DIR, twinPathOf(route));
      if (!existsSync(twinFile)) {
        problems.push(`${route}: no twin ${twinPathOf(route)}`);
        continue;
      }
      const twin = readFileSync(twinFile, 'utf8');
      const $ = loadBuiltPage(route);
      if (!twin.startsWith(`# ${$('h1').first().text().trim()}\n`))
        problems.push(`${route}: twin does not start with the h1`);
      // The first cell of each API row starts with the name a reader sees (its link icon has no
      // text; badges such as "required" or "since 2.1.0" follow the name's code).
      $('.theme-doc-markdown tr[id]').each((_, row) => {
        const cell = $(row).children().first();
        const name = (cell.find('code').length ? cell.find('code').first() : cell).text().trim();
        if (!twin.includes(`\`${name}\``) && !twin.includes(`<kbd>${name}</kbd>`)) {
          problems.push(`${route}: API row ${name} missing`);
        }
      });
      $('.theme-doc-markdown pre').each((_, pre) => {
        const lines = $(pre).find('.token-line');
        const code = lines.length
          ? lines
              .map((__, l) => $(l).text())
              .get()
              .join('\n')
          : $(pre).text();
        if (!twin.includes(`\n${code.trimEnd()}\n\`\`\``))
          problems.push(`${route}: code block missing:\n${code.slice(0, 80)}`);
      });
      // Page UI and React's text markers, outside code (an HTML template may hold a comment).
      const prose = twin.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, '');
      for (const leftOver of ['<!--', 'Copy link to', 'Direct link to', 'On this page']) {
        if (prose.includes(leftOver)) problems.push(`${route}: twin contains "${leftOver}"`);
      }
    }
    expect(problems, REBUILD).toEqual([]);
  });

  test('llms.txt lists the comparison, then every docs page under its framework; every link resolves to a built file', () => {
    const llms = read('llms.txt');
    expect(llms).toMatch(/^# Autocomplete Plugins\n\n> \S.*\n/);
    const links = [...llms.matchAll(/\]\((https?:\/\/[^)\s]+)\)/g)].map((m) => m[1]!);
    const problems: string[] = [];
    for (const link of links) {
      const url = new URL(link);
      if (url.origin !== SITE) problems.push(`${link}: not on the site`);
      else if (!existsSync(join(BUILD_DIR, decodeURIComponent(url.pathname))))
        problems.push(`${link}: no such file`);
    }
    const [shared, ...sections] = llms.split(/^## /m).slice(1);
    expect(shared?.split('\n')[0]).toBe('All three packages');
    expect(shared, 'the comparison is listed first').toContain(`](${SITE}/docs/compare.md): `);
    expect(sections.map((s) => s.split('\n')[0])).toEqual(frameworks.map((f) => f.label));
    for (const route of docsRoutes()) {
      const framework = frameworks.find((f) => route.startsWith(`/docs/${f.id}/`))!;
      const section = sections[frameworks.indexOf(framework)]!;
      if (!section.includes(`](${SITE}${twinPathOf(route)}): `))
        problems.push(`${route}: not listed under ${framework.label}`);
    }
    expect(problems, REBUILD).toEqual([]);
  });

  test('llms-full.txt has every page; each framework file has only its framework, in sidebar order', () => {
    const sourcesOf = (text: string) =>
      [...text.matchAll(/^Source: (\S+)$/gm)].map((m) => new URL(m[1]!).pathname);
    const full = sourcesOf(read('llms-full.txt'));
    expect(new Set(full)).toEqual(new Set(['/docs/compare', ...docsRoutes()]));
    for (const framework of frameworks) {
      const pages = sourcesOf(read(`llms-${framework.id}.txt`));
      // Sidebar order: sidebars.ts builds each sidebar from docIdsOf's list.
      expect(pages, `llms-${framework.id}.txt`).toEqual(docIdsOf(framework).map((id) => `/docs/${id}`));
      expect(full.filter((p) => p.startsWith(`/docs/${framework.id}/`))).toEqual(pages);
    }
  });

  test('neither the sitemap nor the search index lists a Markdown twin or an llms file', () => {
    const sitemap = read('sitemap.xml');
    expect(sitemap).not.toMatch(/\.md</);
    expect(sitemap).not.toMatch(/llms[^<]*\.txt</);
    // The search index (Pagefind, build/pagefind/): each result's fragment, gzipped JSON with its address.
    const fragments = join(BUILD_DIR, 'pagefind', 'fragment');
    const urls = readdirSync(fragments).map(
      (file) =>
        (
          JSON.parse(
            gunzipSync(readFileSync(join(fragments, file)))
              .toString('utf8')
              .replace(/^pagefind_dcd/, ''),
          ) as {url: string}
        ).url,
    );
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.filter((url) => /\.md(?:#|$)|llms[^/]*\.txt$/.test(url))).toEqual([]);
  });
});
