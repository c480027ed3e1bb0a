/**
 * Wraps theme-classic's `DocItem/TOC/Mobile` (the collapsible "On this page"
 * box of narrow screens) as an island (src/plugins/speed-layer/island). The server
 * renders it on every docs page and wide screens hide it with CSS, so its
 * code (the collapsible table of contents, about 0.5 KB of gzipped JS) loads
 * after hydration instead of in the first load.
 */
import island from '../../../../island';

export default island<Record<string, never>>(() => import('@theme-init/DocItem/TOC/Mobile'));
