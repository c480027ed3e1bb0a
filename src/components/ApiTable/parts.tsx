/** Parts shared by the reference tables (./index.tsx) and the compare table. */
import {Fragment, type ReactNode} from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import styles from './styles.module.css';

/**
 * Text that may wrap at camel-case humps (`emitAutoComplete|OpenEvent`) and after `.` or `/`, so long names
 * do not break inside a word; `<wbr>` is invisible to copy-paste and find-in-page.
 */
export function Wrappable({text}: {text: string}): ReactNode {
  return text
    .split(/(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])|(?<=[./])(?=[A-Za-z])/)
    .map((part, i) => (
      <Fragment key={i}>
        {i > 0 && <wbr />}
        {part}
      </Fragment>
    ));
}

/** An identifier as code, wrappable at its humps (see Wrappable). */
export function Identifier({name}: {name: string}): ReactNode {
  return (
    <code>
      <Wrappable text={name} />
    </code>
  );
}

/** A table row with a stable id registered with the anchor checker; `data-since` serves ./lens.ts. */
export function Row({
  id,
  since,
  same,
  children,
}: {
  id: string;
  since?: string;
  /** The three packages agree on the row (the compare table's "only where they differ" hides it). */
  same?: boolean;
  children: ReactNode;
}): ReactNode {
  useBrokenLinks().collectAnchor(id);
  return (
    <tr id={id} className={styles.row} data-since={since} data-same={same || undefined}>
      {children}
    </tr>
  );
}

/**
 * A member a later release removed: hidden and without its id (no link, search record or twin finds it) until
 * ./lens.ts shows it for a release that has it and gives it `data-anchor` as id.
 */
export function RemovedRow({
  id,
  since,
  removed,
  children,
}: {
  id: string;
  since?: string;
  removed: string;
  children: ReactNode;
}): ReactNode {
  useBrokenLinks().collectAnchor(id);
  return (
    <tr
      className={styles.row}
      hidden
      data-anchor={id}
      data-since={since}
      data-removed={removed}
      data-twin-omit="true">
      {children}
    </tr>
  );
}
