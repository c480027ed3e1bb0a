/**
 * robots-txt: after the build, `robots.txt` at the site's base URL, naming the sitemap's absolute
 * address (`siteConfig.url` + `siteConfig.baseUrl` + `sitemap.xml`), so both follow SITE_URL and
 * BASE_URL. A crawler reads robots.txt only at the root of an origin: on a project site under
 * `/<repository>/` this file is not the origin's, and the sitemap is found through it only where
 * the site is the origin's root (a user site or a custom domain).
 *
 * postBuild is synchronous and the plugin is listed before security-headers, which then lists the
 * file among the top-level entries of build/_headers.
 */
import {writeFileSync} from 'node:fs';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {timedPostBuild} from '../postBuildTiming';

/** The file's text: every path under the base is allowed; the sitemap's absolute address. */
export function robotsTxt(siteUrl: string, baseUrl: string): string {
  return `User-agent: *\nAllow: ${baseUrl}\n\nSitemap: ${siteUrl}${baseUrl}sitemap.xml\n`;
}

export default function robotsTxtPlugin(context: LoadContext): Plugin {
  return {
    name: 'robots-txt',
    postBuild: timedPostBuild('robots-txt', ({outDir}) => {
      writeFileSync(
        join(outDir, 'robots.txt'),
        robotsTxt(context.siteConfig.url, context.siteConfig.baseUrl),
      );
    }),
  };
}
