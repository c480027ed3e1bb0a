/**
 * Wraps theme-classic's `BackToTopButton` as an island
 * (src/components/Island). The button is hidden until the reader has scrolled
 * down, so its code (the scroll tracking, about 0.6 KB of gzipped JS) need
 * not be in the first load of every docs and blog page: it loads after
 * hydration, and the server's (hidden) button stays until then.
 */
import island from '@site/src/components/Island';

export default island<Record<string, never>>(() => import('@theme-init/BackToTopButton'));
