/**
 * The server's data (`dist/data`, which scripts/build.mjs writes): the folder on disk (`folderFiles`,
 * stdio) or the copy bundled into the edge worker (`bundledFiles`), so both answer from the same files.
 */
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import {join} from 'node:path';

export interface DataFiles {
  /** Where the files come from, for an error message. */
  readonly where: string;
  /** Every file's path, relative to the data folder, with `/`. */
  readonly paths: readonly string[];
  bytes(path: string): Uint8Array | undefined;
}

/** The text of a data file; an error naming the file and where the data comes from when it is missing. */
export function readText(files: DataFiles, path: string): string {
  const bytes = files.bytes(path);
  if (!bytes) {
    throw new Error(
      `The server data (${files.where}) has no ${path}: run \`npm run mcp:build\` after \`npm run build\`.`,
    );
  }
  return new TextDecoder().decode(bytes);
}

/** The paths under `folder` ending with `suffix`, relative to `folder`. */
export const filesUnder = (files: DataFiles, folder: string, suffix: string): string[] =>
  files.paths
    .filter((p) => p.startsWith(`${folder}/`) && p.endsWith(suffix))
    .map((p) => p.slice(folder.length + 1));

/** The data folder the stdio server reads: `dist/data` next to it, or the folder `AUTOCOMPLETE_MCP_DATA` names. */
export function dataFolder(): DataFiles {
  // Compiled to dist/mcp/src/data.js: the data is dist/data.
  const dir = process.env.AUTOCOMPLETE_MCP_DATA ?? join(__dirname, '..', '..', 'data');
  if (!existsSync(join(dir, 'library-facts.json'))) {
    throw new Error(
      `No server data in ${dir} (no library-facts.json): run \`npm run mcp:build\` after \`npm run build\`, ` +
        'or set AUTOCOMPLETE_MCP_DATA to a folder it wrote.',
    );
  }
  return folderFiles(dir);
}

export function folderFiles(dir: string): DataFiles {
  const walk = (folder: string): string[] =>
    readdirSync(join(dir, folder)).flatMap((name) => {
      const path = folder ? `${folder}/${name}` : name;
      return statSync(join(dir, path)).isDirectory() ? walk(path) : [path];
    });
  const paths = walk('');
  const known = new Set(paths);
  return {where: dir, paths, bytes: (path) => (known.has(path) ? readFileSync(join(dir, path)) : undefined)};
}

/** Files bundled as base64 text by path (edge/edge.mjs writes them). */
export function bundledFiles(where: string, base64: Readonly<Record<string, string>>): DataFiles {
  const cache = new Map<string, Uint8Array>();
  return {
    where,
    paths: Object.keys(base64),
    bytes(path) {
      const text = base64[path];
      if (text === undefined) return undefined;
      let bytes = cache.get(path);
      if (!bytes) cache.set(path, (bytes = Uint8Array.from(atob(text), (c) => c.charCodeAt(0))));
      return bytes;
    },
  };
}
