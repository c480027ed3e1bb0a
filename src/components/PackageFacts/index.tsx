/**
 * The package identity card (`PackageFacts`) and the supported framework
 * versions (`SupportedVersions`) of one package (./Live.tsx).
 *
 * Both are islands (src/components/Island): the server HTML shows them in
 * full, so their code and data stay out of the page's first load and arrive
 * after hydration.
 */
import type {ComponentProps} from 'react';
import island from '@site/src/components/Island';
import type * as Live from './Live';

export const PackageFacts = island<ComponentProps<typeof Live.PackageFacts>>(() =>
  import('./Live').then((module) => ({
    default: module.PackageFacts,
  })),
);

export const SupportedVersions = island<ComponentProps<typeof Live.SupportedVersions>>(() =>
  import('./Live').then((module) => ({
    default: module.SupportedVersions,
  })),
);

export default PackageFacts;
