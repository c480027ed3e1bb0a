/**
 * Adds each page's route chunks to the scripts its HTML loads (issue 5), after the build.
 *
 * The page template (ssrTemplate in docusaurus.config.ts) loads React DOM, the runtime and main
 * after the first paint. Main then preloads the chunks of the page's routes (layout, sidebar,
 * content) before it hydrates, appending one `<script>` per chunk from inside its own start-up
 * task: a second round trip before hydration, and 15-25 ms of that long task on a phone. Docusaurus
 * would list those chunks in the HTML itself, but with Rspack its server render does not match
 * them in the client manifest, so only the entry scripts are listed.
 *
 * This plugin appends the route chunks to the template's list, after main. The browser fetches
 * them with main, runs them in order after it, and webpack's loader finds each chunk's
 * `<script>` already in the page instead of adding one. The chunks are found like the client
 * finds them (scripts/page-weight.cjs: routes, chunk names and the client manifest).
 */
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {createPageWeigher, htmlFileFor} from '../../../scripts/page-weight.cjs';

/** The template's script list: a JSON array of script URLs passed to the inline loader. */
const LOADER_LIST = /\((\["[^"\]]+\.js"(?:,"[^"\]]+\.js")*\])\)<\/script>/g;

/** The page's HTML with the route chunk URLs appended to the loader's list. */
export function withRouteChunks(html: string, routeScripts: readonly string[], file: string): string {
  const lists = [...html.matchAll(LOADER_LIST)];
  if (lists.length !== 1) {
    throw new Error(
      `route-chunk-scripts: expected one script list of the page template's loader in ${file}, found ` +
        `${lists.length}. Did the ssrTemplate in docusaurus.config.ts change?`,
    );
  }
  const list = lists[0]!;
  const scripts = JSON.parse(list[1]!) as string[];
  const added = routeScripts.filter((url) => !scripts.includes(url));
  const replacement = `(${JSON.stringify([...scripts, ...added])})</script>`;
  return html.slice(0, list.index) + replacement + html.slice(list.index! + list[0].length);
}

export default function routeChunkScripts(context: LoadContext): Plugin {
  return {
    name: 'route-chunk-scripts',
    postBuild({outDir, routesPaths}) {
      const weigher = createPageWeigher({
        siteDir: context.siteDir,
        buildDir: outDir,
        generatedDir: context.generatedFilesDir,
      });
      for (const routePath of routesPaths) {
        // The not-found page is written as 404.html; any unknown path matches its route.
        const notFound = routePath.endsWith('/404.html');
        const file = notFound ? join(outDir, '404.html') : htmlFileFor(outDir, routePath);
        if (!existsSync(file)) continue;
        const {files} = weigher.routeFilesOf(notFound ? `${context.baseUrl}404-not-found` : routePath);
        const urls = files.js.map((f) => `${context.baseUrl}${f}`);
        writeFileSync(file, withRouteChunks(readFileSync(file, 'utf8'), urls, file));
      }
    },
  };
}
