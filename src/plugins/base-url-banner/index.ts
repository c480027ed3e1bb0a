/**
 * The wrong-base-URL banner with the spec's wording ("Your site did not load properly"): core's
 * (turned off, `baseUrlIssueBanner: false`) hard-codes its text with no translation id. Core checks
 * at DOMContentLoaded, which can come before a slow but healthy bundle runs (ours are added after
 * the first paint); this script shows it once the page has loaded, one of the site's scripts failed
 * (what a wrong base URL causes) and the site's JS did not start. The site's CSS hides it too, so it
 * shows only when JS and CSS both failed. Plain DOM, never React: not part of the indexed page.
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
 * The banner's script as an Eta snippet of the page template, written into the home page only (the
 * banner shows only there, as core's; elsewhere 600 bytes gzip for nothing), known by its canonical link.
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
