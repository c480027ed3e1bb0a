/**
 * robots-txt: a post-build step writing `robots.txt` under the base URL, naming the sitemap at
 * SITE_URL + BASE_URL. A crawler reads it only at an origin's root: a user site or a custom domain.
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
