/**
 * A link to a table row that also copies the row's absolute URL.
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
        onClick={(event) => copyLink(event.currentTarget)}>
        <svg
          className={styles.icon}
          viewBox="0 0 24 24"
          width="16"
          height="16"
          aria-hidden="true"
          focusable="false">
          <path
            fill="currentColor"
            d="M10.6 13.4a1 1 0 0 1 0-1.4l3.3-3.3a1 1 0 1 1 1.4 1.4L12 13.4a1 1 0 0 1-1.4 0Zm-2.8 6.3a4.5 4.5 0 0 1-3.2-7.7l2.1-2.1a1 1 0 1 1 1.4 1.4L6 13.4a2.5 2.5 0 0 0 3.5 3.5l2.1-2.1a1 1 0 1 1 1.4 1.4l-2.1 2.1a4.5 4.5 0 0 1-3.1 1.4Zm8.3-6.3a1 1 0 0 1-.7-1.7l2.1-2.1A2.5 2.5 0 0 0 14 6l-2.1 2.1a1 1 0 1 1-1.4-1.4l2.1-2.1a4.5 4.5 0 0 1 6.4 6.4l-2.1 2.1a1 1 0 0 1-.8.3Z"
          />
        </svg>
      </Link>
      <span className={styles.status} role="status" />
    </span>
  );
}
