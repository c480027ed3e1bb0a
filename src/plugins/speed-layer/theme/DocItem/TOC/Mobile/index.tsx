/** Wraps theme-classic's `DocItem/TOC/Mobile` as an island: wide screens hide it (about 0.5 KB gzip). */
import island from '../../../../island';

export default island<Record<string, never>>(() => import('@theme-init/DocItem/TOC/Mobile'));
