/**
 * What Run here sends to StackBlitz, as pure data the unit tests check. The SDK's `embedProject` posts with
 * an inline `<script>` the site's CSP refuses, so the page posts the same form itself (./embed.ts). Mirrors
 * SDK 1.11: `createProjectForm` (src/generate.ts), `embedUrl` and `buildParams` (src/helpers.ts,
 * src/params.ts).
 */
import type {Project} from '@stackblitz/sdk';

export const STACKBLITZ_ORIGIN = 'https://stackblitz.com';

export type EmbedTheme = 'light' | 'dark';

/** Brackets in a file path are escaped, the rest is sent as it is (SDK `encodeFilePath`). */
function encodeFilePath(path: string): string {
  return path.replace(/\[/g, '%5B').replace(/\]/g, '%5D');
}

/** The form fields of a project, in the SDK's order: name, value. */
export function projectFormFields(project: Project): Array<[string, string]> {
  const fields: Array<[string, string]> = [['project[title]', project.title]];
  if (typeof project.description === 'string' && project.description.length > 0) {
    fields.push(['project[description]', project.description]);
  }
  fields.push(['project[template]', project.template]);
  // A `node` project carries its dependencies in package.json (the SDK ignores `dependencies` then).
  if (project.dependencies && project.template !== 'node') {
    fields.push(['project[dependencies]', JSON.stringify(project.dependencies)]);
  }
  if (project.settings) fields.push(['project[settings]', JSON.stringify(project.settings)]);
  for (const [path, contents] of Object.entries(project.files)) {
    fields.push([`project[files][${encodeFilePath(path)}]`, contents]);
  }
  return fields;
}

export interface EmbedOptions {
  readonly theme: EmbedTheme;
  /** The file the editor tab shows. */
  readonly openFile?: string;
  /** The npm script StackBlitz runs once dependencies are installed. */
  readonly startScript?: string;
}

/** Query of an embed: the running app first (`view=preview`, code one tab away), the site's colour mode. */
function embedQuery({theme, openFile, startScript}: EmbedOptions): string {
  const params = ['embed=1'];
  if (openFile) params.push(`file=${encodeURIComponent(openFile)}`);
  if (startScript) params.push(`startScript=${encodeURIComponent(startScript)}`);
  params.push(`theme=${theme}`, 'view=preview');
  return `?${params.join('&')}`;
}

/** Where the form of a site-built project is posted (the frame navigates there). */
export function embedRunUrl(options: EmbedOptions): string {
  return `${STACKBLITZ_ORIGIN}/run${embedQuery(options)}`;
}

/** The frame address of an existing StackBlitz project (the maintainers' demos). */
export function embedEditUrl(projectId: string, options: EmbedOptions): string {
  return `${STACKBLITZ_ORIGIN}/edit/${encodeURIComponent(projectId)}${embedQuery(options)}`;
}

/** The project id of a demo link such as `https://stackblitz.com/edit/<id>?file=…`. */
export function demoProjectId(url: string): string {
  const match = /^https:\/\/stackblitz\.com\/edit\/([^/?#]+)/.exec(url);
  if (!match) throw new Error(`Not a StackBlitz project link: ${url}`);
  return decodeURIComponent(match[1]!);
}
