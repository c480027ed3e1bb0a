/**
 * The StackBlitz demos of one framework as a table (./Live.tsx).
 *
 * An island (src/components/Island): the server HTML shows it in full, so
 * its code and data (`@facts/<framework>-reference`) stay out of the page's
 * first load and arrive after hydration.
 */
import island from '@site/src/components/Island';
import referenceFacts from '@site/src/components/Island/referenceFacts';
import type {FrameworkId, FullFacts} from '@site/src/data/types';

export default island<{framework: FrameworkId}, FullFacts>(() => import('./Live'), {data: referenceFacts});
