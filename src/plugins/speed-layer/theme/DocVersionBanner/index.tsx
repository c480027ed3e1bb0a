/**
 * Wraps theme-classic's `DocVersionBanner` lazily. The banner only shows on a
 * docs version that is not the latest or is unreleased; this site has one
 * version, so upstream's code (about 1 KB of gzipped JS with its version-link
 * helpers) was loaded on every docs page to render nothing. The upstream
 * component is now an island (src/components/Island), rendered only if a
 * version needs it: the server HTML has the banner, and its code loads after
 * hydration.
 */
import React, {type ReactNode} from 'react';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import type {Props} from '@theme/DocVersionBanner';
import island from '@site/src/components/Island';

const UpstreamBanner = island<Props>(() => import('@theme-init/DocVersionBanner'));

export default function DocVersionBanner(props: Props): ReactNode {
  const version = useDocsVersion();
  if (!version.banner) return null;
  return <UpstreamBanner {...props} />;
}
