/**
 * Inline head script: a new announcement shows on the first load after its id changes. Docusaurus 3.10.2's
 * pre-hydration script (getAnnouncementBarInlineScript) sets `data-announcement-bar-initially-dismissed` from
 * `docusaurus.announcement.dismiss` without comparing the id, and nothing resets it after hydration. In
 * <head> it runs before that script, and before first paint (a client module would run too late).
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
