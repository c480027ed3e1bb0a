/**
 * Side-effect import for pages that show the react package: registers its
 * generated facts so src/data/*.ts can derive react data (see ../registry.ts).
 * Only pages importing this module bundle the react facts; the reference part
 * (API members, type keys...) is requested when the page's islands go live.
 */
import {registerFacts} from '../registry';
import facts from '../generated/react';

registerFacts('react', facts, () => import('../generated/reactReference'));
