/**
 * A link to a table row that also copies the row's absolute URL. It shows a
 * "#" (from the stylesheet, like the headings' anchor links), so a page with
 * many rows carries no icon markup per row and the text of a row is its content.
 *
 * Without JavaScript it is a plain `#anchor` link; with JavaScript a click also
 * writes the absolute URL (with the hash) to the clipboard and announces it
 * (./copyLink.ts, which also serves the API tables' server HTML).
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {copyLink} from './copyLink';
import styles from './styles.module.css';

export interface CopyLinkButtonProps {
  /** Id of the element the link points to, without `#`. */
  readonly id: string;
  /** What the link points to, used in its accessible name ("Copy link to the dropdownData row"). */
  readonly label: string;
}

export default function CopyLinkButton({id, label}: CopyLinkButtonProps): ReactNode {
  return (
    <span className={styles.wrapper}>
      <Link
        to={`#${id}`}
        className={styles.link}
        aria-label={`Copy link to the ${label} row`}
        title={`Copy link to the ${label} row`}
        data-copy-link=""
        // The browser still follows the hash link; copying is an addition.
        onClick={(event) => copyLink(event.currentTarget)}
      />
      <span className={styles.status} role="status" />
    </span>
  );
}
