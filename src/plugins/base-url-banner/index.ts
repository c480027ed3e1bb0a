/**
 * The wrong-base-URL banner with the spec's wording ("Your site did not load
 * properly"). Core's own banner (client/BaseUrlIssueBanner, turned off with
 * `baseUrlIssueBanner: false` in docusaurus.config.ts) hard-codes "Your
 * Docusaurus site did not load properly." with no translation id, so neither
 * i18n/en/code.json nor swizzling can change it.
 *
 * Core's condition, with a surer trigger: an inline script in the home page's
 * server-rendered HTML (bannerScriptTemplate, in the page template) inserts the banner when the site's JS did not start
 * (`window.docusaurus` is undefined) once the page has loaded and one of its
 * scripts failed to load. Core checks at DOMContentLoaded, and an earlier
 * version of this script a second after 'load'; both can fire before a slow
 * but healthy main bundle has run, because the site's ssrTemplate adds the
 * bundles only after the first paint. A script that fails to load is what a
 * wrong base URL causes. The site's CSS hides the banner too, so it shows only
 * when both JS and CSS failed to load. The banner is
 * plain DOM, never React, so it is not part of the indexed page.
 */
import type {Plugin} from '@docusaurus/types';

export const BANNER_CONTAINER_ID = '__site-base-url-issue-banner-container';

// No style attributes in the markup: the Content-Security-Policy (src/plugins/security-headers)
// blocks those; the script sets the same styles through element.style, which it allows.
function bannerHtml(baseUrl: string): string {
  return `<div id="__site-base-url-issue-banner" role="alert">
<p>Your site did not load properly.</p>
<p>A common reason is a wrong site base URL: the site is built for <code>${baseUrl}</code>; try <span id="__site-base-url-issue-banner-suggestion"></span>.</p>
</div>`;
}

const BANNER_STYLE =
  'border: thick solid red; background-color: rgb(255, 230, 179); color: #1c1e21; margin: 20px; padding: 20px; font-size: 20px;';

function inlineScript(baseUrl: string): string {
  // Plain ES5: it must run on the oldest browsers the site may meet. A script's
  // failed load does not bubble, so it is caught on window in the capture phase.
  return `(function () {
  var failed = false, loaded = false, shown = false;
  function check() {
    if (shown || !failed || !loaded) return;
    if (typeof window.docusaurus !== 'undefined' || window.location.pathname !== ${JSON.stringify(baseUrl)}) return;
    shown = true;
    var container = document.createElement('div');
    container.id = ${JSON.stringify(BANNER_CONTAINER_ID)};
    container.innerHTML = ${JSON.stringify(bannerHtml(baseUrl)).replace(/</g, '\\u003c')};
    container.firstChild.style.cssText = ${JSON.stringify(BANNER_STYLE)};
    container.getElementsByTagName('p')[0].style.cssText = 'font-weight: bold; font-size: 30px;';
    document.body.prepend(container);
    var path = window.location.pathname;
    var suggestion = document.getElementById('__site-base-url-issue-banner-suggestion');
    suggestion.style.fontWeight = 'bold';
    suggestion.textContent = path.slice(-1) === '/' ? path : path + '/';
  }
  window.addEventListener('error', function (event) {
    var target = event.target;
    // Only the site's own scripts: a blocked analytics script says nothing about the base URL.
    if (target && target.tagName === 'SCRIPT' && String(target.src).indexOf(window.location.origin + '/') === 0) { failed = true; check(); }
  }, true);
  window.addEventListener('load', function () { loaded = true; check(); });
})();`;
}

/**
 * The banner's script for the page template (`ssrTemplate` in docusaurus.config.ts), as an
 * Eta snippet that writes it into the home page only: the banner shows only on the home path
 * (as core's), so other pages would carry about 600 gzipped bytes for nothing. The template
 * knows a page by its canonical link (`it.metaAttributes`, a documented template variable).
 */
export function bannerScriptTemplate(siteUrl: string, baseUrl: string): string {
  const homeCanonical = `rel="canonical" href="${siteUrl}${baseUrl}"`;
  const script = inlineScript(baseUrl);
  if (script.includes('%>')) throw new Error('base-url-banner: the script must not contain "%>".');
  return `<% if (it.metaAttributes.some((tag) => tag.includes(${JSON.stringify(homeCanonical)}))) { %><script>${script}</script><% } %>`;
}

export default function baseUrlBannerPlugin(): Plugin {
  return {
    name: 'site-base-url-banner',
    getClientModules() {
      return ['./styles.css'];
    },
  };
}
