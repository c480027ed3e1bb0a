/**
 * The keys a framework's component handles, what it does not handle yet, and
 * the WAI-ARIA pattern to compare with (./Live.tsx), on the accessibility pages:
 *
 *   <KeyboardTable framework="vue" />
 *
 * An island (src/components/Island) that keeps its server HTML like the API
 * tables (src/components/ApiTable/tableClicks.ts); its code and the
 * framework's reference facts load only after a client-side navigation.
 */
import island from '@site/src/components/Island';
import referenceFacts from '@site/src/components/Island/referenceFacts';
import tableClicks from '@site/src/components/ApiTable/tableClicks';
import type {FrameworkId} from '@site/src/data/frameworks';
import type {FullFacts} from '@site/src/data/types';

const KeyboardTable = island<{readonly framework: FrameworkId}, FullFacts>(() => import('./Live'), {
  data: referenceFacts,
  serverClicks: tableClicks,
});
export default KeyboardTable;
