/**
 * A click inside a reference table's HTML when no React handler is attached
 * to it (the speed layer keeps a server-rendered table's HTML as it is after
 * hydration: its `keepServerHtml` declaration in docusaurus.config.ts names
 * this module): a copy-link button copies its row's URL. The layer makes the
 * links navigate in the app itself. Used for the API tables (./index.tsx), the
 * keyboard tables and the compare table.
 */
import type {MouseEvent} from 'react';
import {copyLink, copyLinkOf} from '@site/src/components/CopyLinkButton/copyLink';

export default function tableClicks(event: MouseEvent<HTMLElement>): void {
  const copyButton = copyLinkOf(event.target);
  if (copyButton) copyLink(copyButton);
}
