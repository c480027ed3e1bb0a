/**
 * Security and cache headers for static hosts (issue 20; ./README.md): hashes the inline code of the
 * built pages, writes build/_headers and each page's <meta> policy (GitHub Pages sends no headers).
 * The last step of the post-build plan, alone: the other steps have written and read the pages. The
 * sitemap, written by Docusaurus's own postBuild beside it, is listed by its name (`sitemapFile`).
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
