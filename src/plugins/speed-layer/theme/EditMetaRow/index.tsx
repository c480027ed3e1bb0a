/**
 * Wraps theme-classic's `EditMetaRow` lazily. The row ("Edit this page", "Last
 * updated") shows only when a doc or post has an edit URL or last-update data;
 * this site configures neither, yet upstream's code (with `EditThisPage` and
 * `LastUpdated`, about 1.5 KB of gzipped JS) was in the first load of every
 * docs and blog page. DocItem/Footer and BlogPostItem/Footer render the row
 * only when there is something to show, and then upstream is an island
 * (src/plugins/speed-layer/island): the server HTML has the row, and its code loads
 * after hydration.
 */
import type {Props} from '@theme/EditMetaRow';
import island from '../../island';

export default island<Props>(() => import('@theme-init/EditMetaRow'));
