/**
 * The compare page's table (docs/compare.mdx): every feature, input, output
 * and prop of the three packages side by side, a row each, laid out as the
 * API reference tables are (./Live.tsx: a table on desktop, a card per row on
 * phones).
 *
 * An island (src/components/Island): the server HTML shows the table in full;
 * its code and rows (`@facts/compare`, built from the facts by
 * src/data/compare.ts) load after hydration and only on this page.
 */
import island from '@site/src/components/Island';
import type {CompareData} from '@site/src/data/compare';

const CompareTable = island<object, CompareData>(() => import('./Live'), {
  data: {key: () => 'compare', load: () => import('@facts/compare').then((module) => module.default)},
});
export default CompareTable;
