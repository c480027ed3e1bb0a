/** The llms files from the converted docs pages (./README.md says what each holds), pure. */
import {skillPath} from './skill';

/** A docs page and its Markdown twin. */
export interface TwinPage {
  readonly title: string;
  /** Front-matter description (Docusaurus falls back to the first paragraph). */
  readonly description: string;
  /** Absolute URL of the HTML page. */
  readonly url: string;
  readonly markdownUrl: string;
  readonly markdown: string;
}

export interface FrameworkPages {
  readonly id: string;
  /** Product name, e.g. `Vue 3`. */
  readonly label: string;
  readonly pages: readonly TwinPage[];
}

export interface SiteInfo {
  readonly title: string;
  /** One paragraph, no line breaks. */
  readonly summary: string;
  /** Absolute URL of the site root, without a trailing slash. */
  readonly siteUrl: string;
}

export function frameworkFileName(id: string): string {
  return `llms-${id}.txt`;
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function linkLabel(text: string): string {
  return oneLine(text).replace(/([[\]\\])/g, '\\$1');
}

/** The heading of the pages about all three packages (the comparison), listed first. */
export const SHARED_SECTION = 'All three packages';

export function llmsTxt(
  site: SiteInfo,
  frameworks: readonly FrameworkPages[],
  shared: readonly TwinPage[] = [],
): string {
  const links = (path: (id: string) => string) =>
    frameworks.map((f) => `[${linkLabel(f.label)}](${site.siteUrl}/${path(f.id)})`).join(', ');
  const lines = [
    `# ${oneLine(site.title)}`,
    '',
    `> ${oneLine(site.summary)}`,
    '',
    'Each link below is the Markdown version of a docs page (the same URL as the page, plus `.md`). ' +
      `Every page in one file: [llms-full.txt](${site.siteUrl}/llms-full.txt). ` +
      `One framework's pages in one file: ${links(frameworkFileName)}. ` +
      `Instructions for a coding assistant, one file per package: ${links(skillPath)}.`,
  ];
  const sections = [...(shared.length > 0 ? [{label: SHARED_SECTION, pages: shared}] : []), ...frameworks];
  for (const section of sections) {
    lines.push('', `## ${oneLine(section.label)}`, '');
    for (const page of section.pages) {
      const description = oneLine(page.description);
      lines.push(`- [${linkLabel(page.title)}](${page.markdownUrl})${description ? `: ${description}` : ''}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

function pageSection(page: TwinPage): string {
  return `---\n\nSource: ${page.url}\n\n${page.markdown.trim()}\n`;
}

function fullFile(heading: string, summary: string, pages: readonly TwinPage[]): string {
  return [`# ${oneLine(heading)}`, '', `> ${oneLine(summary)}`, '', ...pages.map(pageSection)].join('\n');
}

export function llmsFullTxt(
  site: SiteInfo,
  frameworks: readonly FrameworkPages[],
  shared: readonly TwinPage[] = [],
): string {
  return fullFile(
    `${site.title}: every docs page`,
    `${site.summary} Every docs page follows in Markdown: the comparison of the three packages, ` +
      'then framework by framework, in sidebar order.',
    [...shared, ...frameworks.flatMap((f) => f.pages)],
  );
}

export function frameworkTxt(site: SiteInfo, framework: FrameworkPages): string {
  return fullFile(
    `${site.title}: ${framework.label} docs`,
    `The ${framework.label} docs pages in Markdown, in sidebar order. ` +
      `The other frameworks are listed in ${site.siteUrl}/llms.txt.`,
    framework.pages,
  );
}
