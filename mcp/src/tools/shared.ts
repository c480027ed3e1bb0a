/**
 * What the tool modules share: the context they register with and the argument checks. A bad argument is
 * an ArgumentError naming it and the values it accepts, answered as a tool error; nothing throws past the transport.
 */
import type {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import type {ShapeOutput, ZodRawShapeCompat} from '@modelcontextprotocol/sdk/server/zod-compat.js';
import {z} from 'zod';
import {mcpTools} from '../../../src/data/assistants';
import {nearestOf} from '../../../src/data/factsValidate';
import {frameworkIds, type FrameworkId} from '../../../src/data/frameworks';
import type {GuideOptions} from '../guides';
import type {DocsModel} from '../model';
import {TranslateInputError} from '../translate';

/** A tool argument the server cannot answer for; the message names it. */
export class ArgumentError extends Error {}

export const FRAMEWORK = z.enum(frameworkIds as [FrameworkId, ...FrameworkId[]]);
export const FRAMEWORK_TEXT = `One of ${frameworkIds.join(', ')}.`;

export function suggestion(value: string, valid: readonly string[]): string {
  const near = nearestOf(value, valid);
  return near ? ` Did you mean "${near}"?` : '';
}

/** The version when it is a release of the framework's package (or none was given). */
export function checkVersion<V extends string | undefined>(
  model: DocsModel,
  framework: FrameworkId,
  argument: string,
  version: V,
): V {
  const releases = model.releases[framework].map((r) => r.version);
  if (version !== undefined && !releases.includes(version)) {
    throw new ArgumentError(
      `${argument}: "${version}" is no release of ${model.reference[framework].npmName} ` +
        `(releases: ${releases.join(', ')}).`,
    );
  }
  return version;
}

/** Runs a tool's body; an ArgumentError (or any other failure) becomes a tool error, not a crash. */
async function answer(body: () => unknown) {
  try {
    return {content: [{type: 'text' as const, text: JSON.stringify(await body(), null, 2)}]};
  } catch (error) {
    const message =
      error instanceof ArgumentError || error instanceof TranslateInputError
        ? error.message
        : `Internal error: ${(error as Error).message}`;
    return {content: [{type: 'text' as const, text: message}], isError: true};
  }
}

/** A tool: its description follows its line in src/data/assistants.ts; `answer` gives the answer. */
interface Tool<Shape extends ZodRawShapeCompat> {
  readonly name: string;
  readonly title: string;
  readonly description: string;
  readonly inputSchema: Shape;
  readonly answer: (args: ShapeOutput<Shape>) => unknown;
}

export function toolsOf(server: McpServer, options: GuideOptions) {
  function tool<Shape extends ZodRawShapeCompat>({name, title, description, ...t}: Tool<Shape>): void {
    const does = mcpTools.find((m) => m.name === name)?.does;
    if (!does) throw new Error(`src/data/assistants.ts lists no tool "${name}".`);
    const inputSchema: ZodRawShapeCompat = t.inputSchema;
    server.registerTool(name, {title, description: `${does} ${description}`, inputSchema}, (args) =>
      answer(() => t.answer(args as ShapeOutput<Shape>)),
    );
  }
  return {...options, tool};
}

/** What a tool module registers its tool with: the model, the data folder, absolute links, `tool`. */
export type Tools = ReturnType<typeof toolsOf>;
