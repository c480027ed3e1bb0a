/**
 * Side-effect import for a page whose prose reads the vue reference facts
 * (API members, type keys...) while it hydrates: they go into the page's
 * first load instead of coming with its islands (see ../../registry.ts and ../../references.ts).
 */
import '../vue';
import {registerReference} from '../../references';
import reference from '../../generated/vueReference';

registerReference('vue', reference);
