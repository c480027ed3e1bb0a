/**
 * Side-effect import for pages that show the angular package: registers its
 * generated facts so src/data/*.ts can derive angular data (see ../registry.ts).
 * Only pages importing this module bundle the angular facts; the reference part
 * (API members, type keys...) is requested when the page's islands go live.
 */
import {registerFacts} from '../registry';
import facts from '../generated/angular';

registerFacts('angular', facts, () => import('../generated/angularReference'));
