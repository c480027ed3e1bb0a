/**
 * Where the server's data lives: `dist/data/` next to the compiled server,
 * written by `npm run mcp:build` (mcp/scripts/build.mjs) from the site's own
 * sources and build output, or the folder `AUTOCOMPLETE_MCP_DATA` names.
 *
 *   library-facts.json   the facts file the site is built from
 *   examples/            the example files the Using pages show
 *   site/                the built site's Markdown twins (*.md) and Pagefind index (pagefind/)
 */
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import {join, relative, sep} from 'node:path';

export function dataDir(env: NodeJS.ProcessEnv = process.env): string {
  // Compiled to dist/mcp/src/data.js: the data is dist/data.
  const dir = env.AUTOCOMPLETE_MCP_DATA ?? join(__dirname, '..', '..', 'data');
  if (!existsSync(join(dir, 'library-facts.json'))) {
    throw new Error(
      `No server data in ${dir} (no library-facts.json): run \`npm run mcp:build\` after \`npm run build\`, ` +
        'or set AUTOCOMPLETE_MCP_DATA to a folder it wrote.',
    );
  }
  return dir;
}

export function readText(dir: string, path: string): string {
  return readFileSync(join(dir, path), 'utf8');
}

/** Every file under `dir` whose name ends with `suffix`, as paths relative to `dir` with `/`. */
export function filesUnder(dir: string, suffix: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path, suffix).map((file) => `${name}/${file}`);
    return name.endsWith(suffix) ? [relative(dir, path).split(sep).join('/')] : [];
  });
}
