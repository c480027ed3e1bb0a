/**
 * The site's page template (`ssrTemplate`): core's, copied below, with three edits: `headScript`
 * (the home page's wrong-base-URL banner) after the head tags; with the layer on, the bundles added
 * by ./scriptLoader.js after the first contentful paint (Lighthouse's simulated mobile LCP: about
 * 0.9 s against 2.4-2.8 s with the stock tags; bench/LOG.md), and the favicon inline. The copy is a
 * patch point (INTERNALS.md) that tests/unit/page-template.spec.ts compares with core's.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

/** Core's page template, @docusaurus/core 3.10.2 (lib/ssg/ssgTemplate.html.js), unchanged. */
export const CORE_PAGE_TEMPLATE = `
<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <% it.scripts.forEach((script) => { %>
      <script src="<%= it.baseUrl %><%= script %>" defer></script>
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
  </body>
</html>
`;

const HEAD_TAGS = '    <%~ it.headTags %>\n';
const SCRIPT_TAGS = `    <% it.scripts.forEach((script) => { %>
      <script src="<%= it.baseUrl %><%= script %>" defer></script>
    <% }); %>
`;
const POST_BODY_TAGS = '    <%~ it.postBodyTags %>\n';

/** ./scriptLoader.js from the line that starts with `(function`: a function expression taking the bundle URLs. */
export function scriptLoaderSource(): string {
  const file = readFileSync(path.join(__dirname, 'scriptLoader.js'), 'utf8');
  const start = file.search(/^\(function/m);
  if (start < 0) throw new Error('src/plugins/speed-layer/scriptLoader.js: no `(function` expression');
  return file.slice(start).trim().replace(/;$/, '');
}

function replaceOnce(template: string, find: string, replacement: string): string {
  if (template.split(find).length !== 2) {
    throw new Error(
      `src/plugins/speed-layer/pageTemplate.ts: core's page template no longer has ${JSON.stringify(find)}`,
    );
  }
  return template.replace(find, () => replacement);
}

const META_ATTRIBUTE = '      <%~ metaAttribute %>\n';

/**
 * An SVG icon as a `data:` URL, without its title and ARIA attributes (an icon link has no name),
 * percent-encoding only what a URL or an attribute cannot hold, so gzip still finds repetitions.
 */
export function svgDataUrl(file: string): string {
  const svg = readFileSync(file, 'utf8')
    .replace(/<title\b[^>]*>[\s\S]*?<\/title>/g, '')
    .replace(/\s(role|aria-[a-z]+)="[^"]*"/g, '')
    .replace(/\s+/g, ' ')
    .replace(/> </g, '><')
    .trim()
    .replace(/"/g, "'");
  return `data:image/svg+xml,${svg.replace(/[<>#%\n]/g, (c) => encodeURIComponent(c))}`;
}

export interface PageTemplateOptions {
  /** Inline `<script>` markup (or a template expression) written after the head tags. */
  headScript: string;
  /** The speed layer's script loader instead of `<script defer>` tags. */
  scriptsAfterFirstPaint: boolean;
  /**
   * The favicon inside the page (`href` as core writes it, `file` the SVG): Chrome fetches a linked
   * one once the page has loaded, here before the first paint, and Lighthouse counts it in LCP.
   * Hydration puts core's link back, so the file is fetched after the paint.
   */
  inlineFavicon?: {href: string; file: string};
}

export function pageTemplate({
  headScript,
  scriptsAfterFirstPaint,
  inlineFavicon,
}: PageTemplateOptions): string {
  let template = replaceOnce(CORE_PAGE_TEMPLATE, HEAD_TAGS, `${HEAD_TAGS}    ${headScript}\n`);
  if (inlineFavicon) {
    const link = `rel="icon" href="${inlineFavicon.href}"`;
    const inline = `rel="icon" href="${svgDataUrl(inlineFavicon.file)}"`;
    template = replaceOnce(
      template,
      META_ATTRIBUTE,
      `      <%~ metaAttribute.replace(${JSON.stringify(link)}, ${JSON.stringify(inline)}) %>\n`,
    );
  }
  if (scriptsAfterFirstPaint) {
    const urls = '<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>';
    template = replaceOnce(template, SCRIPT_TAGS, '');
    template = replaceOnce(
      template,
      POST_BODY_TAGS,
      `${POST_BODY_TAGS}    <script>${scriptLoaderSource()}(${urls})</script>\n`,
    );
  }
  return template.trim();
}
