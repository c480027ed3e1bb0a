/**
 * Security and cache headers for static hosts (issue 20), after the build:
 * - hashes every inline script and inline style of the built pages
 *   (policy.cjs, inlineSourcesOf), so a new inline script cannot ship without
 *   its hash: the policy is computed from what the pages contain;
 * - writes build/_headers (Netlify, Cloudflare Pages; scripts/serve.mjs applies
 *   it locally), its paths under the base URL: each page's policy (its own hashes) and security headers,
 *   long caching for the hashed files under /assets/, revalidation elsewhere;
 * - puts the page's own policy (its own hashes, without frame-ancestors, which a
 *   meta tag cannot carry) in a <meta http-equiv> at the top of each page's
 *   <head>, for hosts that send no custom headers (GitHub Pages).
 * `npm run build:checked` re-checks the result (verify.cjs).
 *
 * postBuild is synchronous on purpose: Docusaurus calls every plugin's postBuild
 * at once, so a synchronous one runs in full, in plugin order, before any
 * asynchronous one resumes. This plugin is listed last, after the plugins that
 * read or write pages (llms-txt reads them synchronously too); search-index reads
 * them meanwhile in a worker thread, so each page is replaced in one rename.
 */
import {readdirSync, readFileSync, renameSync, statSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {buildPolicy, headersFileText, inlineSourcesOf, parsePage, withMetaCsp} from './policy.cjs';
import {urlPathOf} from './verify.cjs';
import {timedPostBuild} from '../postBuildTiming';

export interface Options {
  /** True when the build has a Google Analytics tracking ID (GTAG_TRACKING_ID). */
  analytics: boolean;
}

/** Every .html file under a folder. */
export function htmlFilesIn(dir: string): string[] {
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((name) => name.endsWith('.html'))
    .map((name) => join(dir, name))
    .filter((file) => statSync(file).isFile());
}

export default function securityHeaders(context: LoadContext, options: Options): Plugin {
  return {
    name: 'security-headers',
    postBuild: timedPostBuild('security-headers', ({outDir}) => {
      // Each page on its own: parsed once (with offsets), its inline code read, its policy put in.
      const pages = htmlFilesIn(outDir).map((file) => {
        const html = readFileSync(file, 'utf8');
        const $ = parsePage(html, true);
        const inline = inlineSourcesOf(html, $);
        // `path`: the live preview's frame has a policy of its own (policy.cjs).
        const path = urlPathOf(outDir, file);
        const metaPolicy = buildPolicy({...inline, analytics: options.analytics, forMeta: true, path});
        // One rename replaces the page: search-index's worker reads it whole, before or after.
        writeFileSync(`${file}.with-policy`, withMetaCsp(html, metaPolicy, $));
        renameSync(`${file}.with-policy`, file);
        return {path, inline};
      });
      const policy = buildPolicy({
        scripts: pages.flatMap((p) => p.inline.scripts),
        styles: pages.flatMap((p) => p.inline.styles),
        analytics: options.analytics,
      });
      const pagePolicies = pages.map(({path, inline}) => ({
        path,
        policy: buildPolicy({...inline, analytics: options.analytics, path}),
      }));
      const topLevel = readdirSync(outDir, {withFileTypes: true}).map((e) =>
        e.isDirectory() ? `${e.name}/` : e.name,
      );
      writeFileSync(
        join(outDir, '_headers'),
        headersFileText({policy, topLevel, pages: pagePolicies, baseUrl: context.siteConfig.baseUrl}),
      );
    }),
  };
}
