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

/** An identifier as code, wrappable (see Wrappable). */
export function Identifier({name}: {name: string}): ReactNode {
  return (
    <code>
      <Wrappable text={name} />
    </code>
  );
}

/** A table row with a stable id, registered with Docusaurus' anchor checker. */
export function Row({id, children}: {id: string; children: ReactNode}): ReactNode {
  useBrokenLinks().collectAnchor(id);
  return (
    <tr id={id} className={styles.row}>
      {children}
    </tr>
  );
}
