/**
 * Remark plugin: ends every docs page with a "Report a problem" link to a prefilled GitHub issue of its
 * framework's package (one link per package outside `docs/<framework>/`). Plain HTML, so it works without
 * JavaScript; left out of the Markdown twins (`data-twin-omit`); partials (`_*.mdx`) are skipped.
 */
import path from 'node:path';
import {frameworks, getFramework} from '../data/frameworks';
import {issuesUrlOf, type FactsFile, type FrameworkId} from '../data/facts';

interface Node {
  type: string;
  children?: Node[];
  [key: string]: unknown;
}

interface File {
  path?: string;
  history?: string[];
  data?: {frontMatter?: {title?: unknown}};
}

export interface ReportProblemOptions {
  /** The validated facts (docusaurus.config.ts reads them once). */
  readonly facts: FactsFile;
  /** The site's URL and base, for the page URL in the issue. */
  readonly siteUrl: string;
  /** The docs folder, to turn a file path into its route. */
  readonly docsDir: string;
}

/** The route of a docs file: `docs/react/api/props.mdx` → `/docs/react/api/props`. */
function routeOf(filePath: string, docsDir: string): string {
  const relative = path
    .relative(docsDir, filePath)
    .replace(/\\/g, '/')
    .replace(/\.mdx?$/, '');
  return `/docs/${relative.replace(/(^|\/)index$/, '')}`.replace(/\/$/, '');
}

/** The issue form URL of one package, prefilled for a page. */
export function reportUrl(
  facts: FactsFile,
  framework: FrameworkId,
  page: {title: string; url: string},
): string {
  const pkg = facts.packages[framework];
  const label = getFramework(framework).label;
  const title = `Docs: problem on "${page.title}" (${label})`;
  const body = [
    `Page: ${page.url}`,
    `Framework: ${label}`,
    `Documented version: ${pkg.npmName} ${pkg.latestVersion}`,
    '',
    'What is wrong (a wrong default, a broken example, something missing):',
    '',
  ].join('\n');
  const query = new URLSearchParams({title, body});
  return `${issuesUrlOf(pkg.repository)}?${query.toString()}`;
}

const text = (value: string): Node => ({type: 'text', value});
const link = (url: string, label: string): Node => ({
  type: 'link',
  url,
  children: [text(label)],
});

export default function reportProblem(options: ReportProblemOptions) {
  return (root: Node, file: File): void => {
    const filePath = file.path ?? file.history?.[0];
    if (!filePath || path.basename(filePath).startsWith('_')) return;
    const route = routeOf(filePath, options.docsDir);
    const match = /^\/docs\/(angular|react|vue)(\/|$)/.exec(route);
    const frontTitle = file.data?.frontMatter?.title;
    const title = typeof frontTitle === 'string' ? frontTitle : route;
    const page = {title, url: `${options.siteUrl.replace(/\/$/, '')}${route}`};
    const ids: FrameworkId[] = match ? [match[1] as FrameworkId] : frameworks.map((f) => f.id);
    const children: Node[] = [text('Found a wrong default, a broken example or something missing? ')];
    if (ids.length === 1) {
      children.push(link(reportUrl(options.facts, ids[0]!, page), 'Report a problem on GitHub'));
      children.push(text('.'));
    } else {
      children.push(text('Report it on GitHub for '));
      ids.forEach((id, index) => {
        if (index > 0) children.push(text(index === ids.length - 1 ? ' or ' : ', '));
        children.push(link(reportUrl(options.facts, id, page), getFramework(id).label));
      });
      children.push(text('.'));
    }
    root.children ??= [];
    root.children.push({
      type: 'mdxJsxFlowElement',
      name: 'div',
      attributes: [
        {type: 'mdxJsxAttribute', name: 'className', value: 'report-problem'},
        {type: 'mdxJsxAttribute', name: 'data-twin-omit', value: 'true'},
      ],
      children: [{type: 'paragraph', children}],
    });
  };
}
