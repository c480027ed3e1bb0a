/**
 * A `#row` link that also copies the row's absolute URL (./copyLink.ts). Its "#" comes from the stylesheet,
 * so many rows carry no icon markup. Without JavaScript it is a plain anchor link.
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
