/**
 * Side-effect import for pages that show the angular package: registers its
 * generated facts so src/data/*.ts can derive angular data (see ../registry.ts).
 * Only pages importing this module bundle the angular facts.
 */
import {registerFacts} from '../registry';
import facts from '../generated/angular';

registerFacts('angular', facts);
