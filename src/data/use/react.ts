/**
 * Side-effect import for pages that show the react package: registers its
 * generated facts so src/data/*.ts can derive react data (see ../registry.ts).
 * Only pages importing this module bundle the react facts.
 */
import {registerFacts} from '../registry';
import facts from '../generated/react';

registerFacts('react', facts);
