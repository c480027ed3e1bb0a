/**
 * The keys a framework's component handles, what it does not handle yet, and
 * the WAI-ARIA pattern to compare with (./Live.tsx), on the accessibility pages:
 *
 *   <KeyboardTable framework="vue" />
 *
 * An island (src/components/Island) with the framework's reference facts
 * (`@facts/<framework>-reference`), which load after hydration.
 */
import island from '@site/src/components/Island';
import referenceFacts from '@site/src/components/Island/referenceFacts';
import type {FrameworkId} from '@site/src/data/frameworks';
import type {FullFacts} from '@site/src/data/types';

const KeyboardTable = island<{readonly framework: FrameworkId}, FullFacts>(() => import('./Live'), {
  data: referenceFacts,
});
export default KeyboardTable;
