/**
 * Wraps theme-classic's `EditMetaRow` as an island: this site shows no edit URL or last update, yet
 * its code (about 1.5 KB gzip) was in every first load; the footers render it only when needed.
 */
import type {Props} from '@theme/EditMetaRow';
import island from '../../island';

export default island<Props>(() => import('@theme-init/EditMetaRow'));
