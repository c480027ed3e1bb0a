/**
 * Copy-link clicks in a reference table's server HTML that the speed layer keeps without React handlers (its
 * `keepServerHtml` declaration in docusaurus.config.ts names this module): API, keyboard and compare tables.
 */
import type {MouseEvent} from 'react';
import {copyLink, copyLinkOf} from '@site/src/components/CopyLinkButton/copyLink';

export default function tableClicks(event: MouseEvent<HTMLElement>): void {
  const copyButton = copyLinkOf(event.target);
  if (copyButton) copyLink(copyButton);
}
