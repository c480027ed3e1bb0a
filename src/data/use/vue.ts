/**
 * Side-effect import for pages that show the vue package: registers its
 * generated facts so src/data/*.ts can derive vue data (see ../registry.ts).
 * Only pages importing this module bundle the vue facts; the reference part
 * (API members, type keys...) is requested when the page's islands go live.
 */
import {registerFacts} from '../registry';
import facts from '../generated/vue';

registerFacts('vue', facts, () => import('../generated/vueReference'));
