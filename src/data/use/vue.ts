/**
 * Side-effect import for pages that show the vue package: registers its
 * generated facts so src/data/*.ts can derive vue data (see ../registry.ts).
 * Only pages importing this module bundle the vue facts.
 */
import {registerFacts} from '../registry';
import facts from '../generated/vue';

registerFacts('vue', facts);
