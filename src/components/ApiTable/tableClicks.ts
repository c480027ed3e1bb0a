/**
 * Clicks inside a reference table's server HTML, which stays as it is after
 * hydration (the `serverClicks` option of src/components/Island): a copy-link
 * button copies its row's URL, a link to another page navigates in the app.
 * Used by the API tables (./index.tsx), the keyboard tables and the compare table.
 */
import type {MouseEvent} from 'react';
import type {useHistory} from '@docusaurus/router';
import {copyLink, copyLinkOf} from '@site/src/components/CopyLinkButton/copyLink';
import {followLinkInApp} from '@site/src/components/Island/serverClicks';

export default function tableClicks(
  event: MouseEvent<HTMLElement>,
  history: ReturnType<typeof useHistory>,
): void {
  const copyButton = copyLinkOf(event.target);
  if (copyButton) copyLink(copyButton);
  followLinkInApp(event, history);
}
