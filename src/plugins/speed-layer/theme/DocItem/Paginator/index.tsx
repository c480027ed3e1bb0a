/**
 * Wraps theme-classic's `DocItem/Paginator` (the "Previous" and "Next" links
 * under a docs page) as an island (src/components/Island): plain links in
 * the server HTML, whose code loads after hydration instead of in the first
 * load of every docs page.
 */
import island from '@site/src/components/Island';

export default island<Record<string, never>>(() => import('@theme-init/DocItem/Paginator'));
