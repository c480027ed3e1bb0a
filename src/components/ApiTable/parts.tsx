/**
 * Parts shared by the reference tables (./index.tsx) and the compare table
 * (src/components/CompareTable).
 */
import {Fragment, type ReactNode} from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import styles from './styles.module.css';

/**
 * Text that may wrap at the camel-case humps of its words (`emitAutoComplete|OpenEvent`) and
 * after `.` or `/`, so long names do not force narrow columns to break inside a word or
 * scroll. `<wbr>` is invisible to copy-paste and to find-in-page.
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

/**
 * An identifier as code, wrappable at its humps (see Wrappable): the tables' `overflow-wrap:
 * break-word` on code breaks inside a word only when one word is wider than its column.
 */
export function Identifier({name}: {name: string}): ReactNode {
  return (
    <code>
      <Wrappable text={name} />
    </code>
  );
}

/**
 * A table row with a stable id, registered with Docusaurus' anchor checker.
 * `since` (a release after the first) is carried as `data-since` for the
 * version lens (./lens.ts).
 */
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
 * The row of a member a later release removed: hidden, without its id (so
 * no link, search record or Markdown twin finds it) until the version lens
 * (./lens.ts) shows it to a reader whose release has it and gives it its
 * id, `data-anchor`, which is registered with the anchor checker for its
 * copy-link button.
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
