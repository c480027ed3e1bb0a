/**
 * robots-txt: after the build, `robots.txt` at the site's base URL, naming the sitemap's absolute
 * address (`siteConfig.url` + `siteConfig.baseUrl` + the sitemap's file name), so it follows
 * SITE_URL and BASE_URL. A crawler reads robots.txt only at the root of an origin: on a project site under
 * `/<repository>/` this file is not the origin's, and the sitemap is found through it only where
 * the site is the origin's root (a user site or a custom domain).
 *
 * A step of src/plugins/post-build (its plan: before security-headers, which then lists the file
 * among the top-level entries of build/_headers).
 */
import {writeFileSync} from 'node:fs';
import {join} from 'node:path';
import type {PostBuildStep} from '../post-build/types';

/** The file's text: every path under the base is allowed; the sitemap's absolute address. */
export function robotsTxt(siteUrl: string, baseUrl: string, sitemapFile: string): string {
  return `User-agent: *\nAllow: ${baseUrl}\n\nSitemap: ${siteUrl}${baseUrl}${sitemapFile}\n`;
}

export const robotsTxtStep: PostBuildStep = {
  name: 'robots-txt',
  reads: [],
  writes: ['robots.txt'],
  run({outDir, siteConfig, sitemapFile}) {
    writeFileSync(join(outDir, 'robots.txt'), robotsTxt(siteConfig.url, siteConfig.baseUrl, sitemapFile));
  },
};
