/**
 * The wrong-base-URL banner with the spec's wording ("Your site did not load
 * properly"). Core's own banner (client/BaseUrlIssueBanner, turned off with
 * `baseUrlIssueBanner: false` in docusaurus.config.ts) hard-codes "Your
 * Docusaurus site did not load properly." with no translation id, so neither
 * i18n/en/code.json nor swizzling can change it.
 *
 * Same logic as core: an inline script in the server-rendered HTML that, once
 * the page has loaded (not at DOMContentLoaded as core does: the site's
 * ssrTemplate adds the bundles only after the first frame), inserts the banner on the home path when the site's
 * JS did not start (`window.docusaurus` is undefined). The site's CSS hides it
 * too, so it shows only when both JS and CSS failed to load. The banner is
 * plain DOM, never React, so it is not part of the indexed page.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';

export const BANNER_CONTAINER_ID = '__site-base-url-issue-banner-container';

function bannerHtml(baseUrl: string): string {
  return `<div id="__site-base-url-issue-banner" role="alert" style="border: thick solid red; background-color: rgb(255, 230, 179); color: #1c1e21; margin: 20px; padding: 20px; font-size: 20px;">
<p style="font-weight: bold; font-size: 30px;">Your site did not load properly.</p>
<p>A common reason is a wrong site base URL: the site is built for <code>${baseUrl}</code>; try <span id="__site-base-url-issue-banner-suggestion" style="font-weight: bold;"></span>.</p>
</div>`;
}

function inlineScript(baseUrl: string): string {
  // Plain ES5: it must run on the oldest browsers the site may meet.
  // The bundles are added after the first frame and may run after 'load', so
  // the check waits a second more before deciding that the JS did not start.
  return `window.addEventListener('load', function () { setTimeout(function () {
  if (typeof window.docusaurus !== 'undefined' || window.location.pathname !== ${JSON.stringify(baseUrl)}) return;
  var container = document.createElement('div');
  container.id = ${JSON.stringify(BANNER_CONTAINER_ID)};
  container.innerHTML = ${JSON.stringify(bannerHtml(baseUrl)).replace(/</g, '\\u003c')};
  document.body.prepend(container);
  var path = window.location.pathname;
  document.getElementById('__site-base-url-issue-banner-suggestion').textContent = path.slice(-1) === '/' ? path : path + '/';
}, 1000); });`;
}

export default function baseUrlBannerPlugin(context: LoadContext): Plugin {
  return {
    name: 'site-base-url-banner',
    getClientModules() {
      return ['./styles.css'];
    },
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: inlineScript(context.siteConfig.baseUrl)}]};
    },
  };
}
