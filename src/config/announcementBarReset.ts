/**
 * Inline head script that makes a new announcement show on the very first
 * page load after its id changes (contract section 4: closed stays
 * closed until the bar's id changes).
 *
 * Why it is needed (Docusaurus 3.10.2): theme-classic injects a pre-hydration
 * script at the top of <body> (lib/inlineScripts.js,
 * getAnnouncementBarInlineScript) that sets
 * `html[data-announcement-bar-initially-dismissed]` from
 * `docusaurus.announcement.dismiss` alone, without comparing
 * `docusaurus.announcement.id` to the configured id. The CSS then hides the
 * bar. After hydration theme-common's AnnouncementBarProvider does see the new
 * id and resets the stored dismissal, but nothing resets the html attribute,
 * so the new bar stays hidden until the next reload.
 *
 * Why an inline head script and not a client module: the attribute is set
 * before the first paint and before any bundle runs; a client module runs only
 * once the JS bundle has loaded, so the bar would still be hidden on the first
 * paint (and for good when JS fails to load). A script in <head> (siteConfig
 * `headTags`) runs before the upstream one in <body>, so clearing the stale
 * dismissal there lets the upstream script compute the right attribute, and
 * leaves the provider's own bookkeeping (storing the new id) unchanged.
 */

/** Storage keys, as theme-common writes them (siteStorageNamespacing is off). */
export const ANNOUNCEMENT_DISMISS_KEY = 'docusaurus.announcement.dismiss';
export const ANNOUNCEMENT_ID_KEY = 'docusaurus.announcement.id';

/** Source of the script for the configured announcement id. */
export function announcementBarResetScript(configuredId: string): string {
  const id = JSON.stringify(configuredId);
  const idKey = JSON.stringify(ANNOUNCEMENT_ID_KEY);
  const dismissKey = JSON.stringify(ANNOUNCEMENT_DISMISS_KEY);
  // Same retro-compatibility as theme-common: the old misspelt default id.
  return `(function(){try{var s=localStorage,v=s.getItem(${idKey});if(v==='annoucement-bar')v='announcement-bar';if(v!==${id}&&s.getItem(${dismissKey})==='true')s.setItem(${dismissKey},'false');}catch(e){}})();`;
}
