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
 * `securityHeadersStep` is the last step of src/plugins/post-build's plan, alone in its stage: every
 * other step has then written its files (the live preview's page among the pages it hashes) and
 * read the pages it reads, so it rewrites each page in place and lists the finished build folder.
 * The sitemap, which Docusaurus's sitemap plugin writes in its own postBuild beside this one, is
 * listed by its name from the config (`sitemapFile`) whether or not it is there yet.
 */
import {readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import type {PostBuildStep} from '../post-build/types';
import {buildPolicy, headersFileText, inlineSourcesOf, parsePage, withMetaCsp} from './policy.cjs';
import {htmlFiles, urlPathOf} from './verify.cjs';

export const securityHeadersStep: PostBuildStep = {
  name: 'security-headers',
  // Every page (to hash and rewrite it) and the name of every entry at the top of the build.
  reads: ['*'],
  writes: ['page policies', '_headers'],
  run({outDir, siteConfig, analytics, sitemapFile}) {
    // Each page on its own: parsed once (with offsets), its inline code read, its policy put in.
    const pages = htmlFiles(outDir).map((file) => {
      const html = readFileSync(file, 'utf8');
      const $ = parsePage(html, true);
      const inline = inlineSourcesOf(html, $);
      // `path`: the live preview's frame has a policy of its own (policy.cjs).
      const path = urlPathOf(outDir, file);
      const metaPolicy = buildPolicy({...inline, analytics, forMeta: true, path});
      writeFileSync(file, withMetaCsp(html, metaPolicy, $));
      return {path, inline};
    });
    const policy = buildPolicy({
      scripts: pages.flatMap((p) => p.inline.scripts),
      styles: pages.flatMap((p) => p.inline.styles),
      analytics,
    });
    const pagePolicies = pages.map(({path, inline}) => ({
      path,
      policy: buildPolicy({...inline, analytics, path}),
    }));
    const listed = readdirSync(outDir, {withFileTypes: true}).map((e) =>
      e.isDirectory() ? `${e.name}/` : e.name,
    );
    const topLevel = [...new Set([...listed, sitemapFile])];
    writeFileSync(
      join(outDir, '_headers'),
      headersFileText({policy, topLevel, pages: pagePolicies, baseUrl: siteConfig.baseUrl}),
    );
  },
};
