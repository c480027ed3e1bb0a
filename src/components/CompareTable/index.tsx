/**
 * The compare page's table (docs/compare.mdx): every input, output and prop
 * of the three packages side by side (./Live.tsx).
 *
 * An island (src/components/Island): the server HTML shows the table in full;
 * its code and rows (`@facts/compare`, built from the facts by
 * src/data/compare.ts) load after hydration and only on this page.
 */
import island from '@site/src/components/Island';
import type {CompareRow} from '@site/src/data/compare';

const CompareTable = island<object, readonly CompareRow[]>(() => import('./Live'), {
  data: {key: () => 'compare', load: () => import('@facts/compare').then((module) => module.default)},
});
export default CompareTable;
