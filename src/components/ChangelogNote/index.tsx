/**
 * `<ChangelogNote framework="vue" />`: one sentence, inside a paragraph, saying
 * whether the package's repository keeps a CHANGELOG file (./Live.tsx).
 *
 * An inline island (src/components/Island): the answer comes from the
 * cross-framework feature matrix, about 3 KB of gzipped data, which the
 * "others" pages would otherwise load first for this one sentence. The
 * server HTML has the sentence, so the data arrives after hydration.
 */
import type {ComponentProps} from 'react';
import island from '@site/src/components/Island';
import type Live from './Live';

export default island<ComponentProps<typeof Live>>(() => import('./Live'), {inline: true});
