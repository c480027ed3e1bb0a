/**
 * The compare page's table (docs/compare.mdx): every feature, input, output
 * and prop of the three packages side by side, a row each, laid out as the
 * API reference tables are (./Live.tsx: a table on desktop, a card per row on
 * phones).
 *
 * An island (src/components/Island) that keeps its server HTML, like the API
 * tables: after a full page load the table stays as the server wrote it (so a
 * linked row stays the browser's `:target`), and one delegated handler
 * (src/components/ApiTable/tableClicks.ts) makes its copy-link buttons and
 * links work. Its code and rows (`@facts/compare`, built from the facts by
 * src/data/compare.ts) load only after a client-side navigation to the page.
 */
import island from '@site/src/components/Island';
import tableClicks from '@site/src/components/ApiTable/tableClicks';
import type {CompareData} from '@site/src/data/compare';

const CompareTable = island<object, CompareData>(() => import('./Live'), {
  data: {key: () => 'compare', load: () => import('@facts/compare').then((module) => module.default)},
  serverClicks: tableClicks,
});
export default CompareTable;
