/**
 * What the tool modules share: the context they register with and the argument checks. A bad argument
 * is an ArgumentError naming it and the values it accepts, answered as a tool error.
 */
import type {McpServer} from '@modelcontextprotocol/server';
import {z} from 'zod';
import {mcpTools} from '../../../src/data/assistants';
import {nearestOf} from '../../../src/data/facts';
import {frameworkIds, type FrameworkId} from '../../../src/data/frameworks';
import {fitAnswer} from '../limits';
import type {DataFiles} from '../data';
import type {DocsModel} from '../model';
import type {Searcher} from '../search';

/** A tool argument the server cannot answer for; the message names it. */
export class ArgumentError extends Error {}

export const FRAMEWORK = z.enum(frameworkIds as [FrameworkId, ...FrameworkId[]]);
export const FRAMEWORK_TEXT = `One of ${frameworkIds.join(', ')}.`;
/** The `framework` argument most tools take. */
export const FRAMEWORK_ARG = FRAMEWORK.describe(FRAMEWORK_TEXT);

export function suggestion(value: string, valid: readonly string[]): string {
  const near = nearestOf(value, valid);
  return near ? ` Did you mean "${near}"?` : '';
}

/** The word a `version` argument takes for the package's latest release. */
export const LATEST = 'latest';

/** An optional `version` argument: a release or `latest` (checkVersion), then what the tool does with it. */
export const versionArg = (what: string) =>
  z.string().optional().describe(`A published release, or ${LATEST} for the newest one${what}`);

/** The release a version argument names (a release, or `latest`: the facts' latest); else an ArgumentError. */
export function checkVersion<V extends string | undefined>(
  model: DocsModel,
  framework: FrameworkId,
  argument: string,
  version: V,
): V {
  if (version === undefined) return version;
  if (version.trim().toLowerCase() === LATEST) return model.api[framework].latestVersion as V;
  const releases = model.releases[framework].map((r) => r.version);
  if (!releases.includes(version)) {
    throw new ArgumentError(
      `${argument}: "${version.slice(0, 40)}" is no release of ${model.reference[framework].npmName}; ` +
        `give "${LATEST}" (${model.api[framework].latestVersion}) or one of its releases: ${releases.join(', ')}.`,
    );
  }
  return version;
}

/** Runs a tool's body: its answer as JSON within the answer limit (`fitAnswer`), any failure a tool error. */
async function answer(body: () => unknown) {
  try {
    return {content: [{type: 'text' as const, text: fitAnswer(await body())}]};
  } catch (error) {
    const message =
      error instanceof ArgumentError ? error.message : `Internal error: ${(error as Error).message}`;
    return {content: [{type: 'text' as const, text: message}], isError: true};
  }
}

/** A tool: its description follows its line in src/data/assistants.ts; `answer` gives the answer. */
interface Tool<Shape extends z.ZodRawShape> {
  readonly name: string;
  readonly title: string;
  readonly description: string;
  readonly inputSchema: Shape;
  readonly answer: (args: z.output<z.ZodObject<Shape>>) => unknown;
}

export function toolsOf(
  server: McpServer,
  options: {
    readonly model: DocsModel;
    /** The Markdown twins and SKILL.md files under `site/`, the Pagefind index. */
    readonly files: DataFiles;
    /** A site path as the address answers give. */
    readonly absolute: (path: string) => string;
    readonly search: Searcher;
  },
) {
  function tool<Shape extends z.ZodRawShape>({name, title, description, ...t}: Tool<Shape>): void {
    const does = mcpTools.find((m) => m.name === name)?.does;
    if (!does) throw new Error(`src/data/assistants.ts lists no tool "${name}".`);
    const inputSchema = z.object(t.inputSchema);
    server.registerTool(name, {title, description: `${does} ${description}`, inputSchema}, (args) =>
      answer(() => t.answer(args as z.output<typeof inputSchema>)),
    );
  }
  return {...options, tool};
}

/** What a tool module (and ../guides.ts) registers with: the model, the data folder, absolute links, `tool`. */
export type Tools = ReturnType<typeof toolsOf>;
