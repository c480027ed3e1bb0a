/**
 * The StackBlitz demos of one framework as a table (./Live.tsx).
 *
 * An island (src/components/Island): the server HTML shows it in full, so
 * its code and data stay out of the page's first load and arrive after
 * hydration.
 */
import type {ComponentProps} from 'react';
import island from '@site/src/components/Island';
import type Live from './Live';

export default island<ComponentProps<typeof Live>>(() => import('./Live'), {referenceFacts: true});
