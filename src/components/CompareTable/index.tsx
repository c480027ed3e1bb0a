/**
 * `<CompareTable />` (docs/compare.mdx): every feature and member of the three packages side by side, from
 * `@facts/compare` (src/data/compare.ts), styled by ../ApiTable/styles.module.css. Below 997 px each row is a
 * card whose cells name their framework (`data-label`). A feature row bolds the one framework that differs;
 * member cells link to their API rows with `@docusaurus/Link`, so a broken anchor fails the build.
 */
import {Fragment, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import ColumnHeads from '@site/src/components/ColumnHeads';
import CopyLinkButton from '@site/src/components/CopyLinkButton';
import styles from '@site/src/components/ApiTable/styles.module.css';
import local from './styles.module.css';
import {Identifier, Row, Wrappable} from '@site/src/components/ApiTable/parts';
import data from '@facts/compare';
import type {CompareCell, CompareFeatureRow, CompareRow} from '@site/src/data/compare';
import type {RenderedDefault} from '@site/src/data/api';
import {frameworks, getFramework, type FrameworkId} from '@site/src/data/frameworks';

/** A row's first cell: name and kind, then each difference on a line of its own (kept apart when copied). */
function NameCell({
  id,
  name,
  kind,
  notes,
  children,
}: {
  id: string;
  name: string;
  kind: string;
  notes: readonly {text: string; badge: boolean}[];
  children: ReactNode;
}): ReactNode {
  return (
    <th scope="row">
      {children}
      <CopyLinkButton id={id} label={name} /> <small>({kind})</small>
      {notes.map((note) => (
        <Fragment key={note.text}>
          <br />
          {note.badge ? <span className={styles.badge}>{note.text}</span> : <small>{note.text}</small>}
        </Fragment>
      ))}
    </th>
  );
}

/** What differs in a feature row, in words: the frameworks unlike the others, or all three. */
function featureDifference(row: CompareFeatureRow): string | null {
  if (row.differs.length === 0) return null;
  if (row.differs.length === frameworks.length) return 'all three differ';
  const labels = row.differs.map((id) => getFramework(id).label).join(' and ');
  return `${labels} ${row.differs.length > 1 ? 'differ' : 'differs'}`;
}

function FeatureRow({row}: {row: CompareFeatureRow}): ReactNode {
  const difference = featureDifference(row);
  const odd = (id: FrameworkId) => row.differs.includes(id) && row.differs.length < frameworks.length;
  return (
    <Row id={row.id} same={row.differs.length === 0}>
      <NameCell
        id={row.id}
        name={row.feature}
        kind="Feature"
        notes={[difference ? {text: difference, badge: true} : {text: 'same in all three', badge: false}]}>
        <strong>
          <Wrappable text={row.feature} />
        </strong>
      </NameCell>
      {frameworks.map((f) => (
        <td key={f.id} data-label={f.label}>
          {odd(f.id) ? (
            <strong>
              <Wrappable text={row.cells[f.id]} />
            </strong>
          ) : (
            <Wrappable text={row.cells[f.id]} />
          )}
        </td>
      ))}
    </Row>
  );
}

function memberDifferences(row: CompareRow): {text: string; badge: boolean}[] {
  return [
    ...(row.differs.name ? ['names differ'] : []),
    ...(row.differs.default ? ['defaults differ'] : []),
    ...row.differs.missing.map((id) => `not in ${getFramework(id).label}`),
  ].map((text) => ({text, badge: true}));
}

/** A default as the API tables show it: in code when it is a value, in words otherwise. */
function DefaultValue({value}: {value: RenderedDefault}): ReactNode {
  return value.code ? <code>{value.text}</code> : value.text;
}

function Cell({cell, strong}: {cell: CompareCell; strong: boolean}): ReactNode {
  const value = cell.default && <DefaultValue value={cell.default} />;
  const history = cell.defaultHistory;
  return (
    <>
      <Link to={cell.to}>
        <Identifier name={cell.name} />
      </Link>
      <br />
      <small>{cell.what}</small>
      {value && (
        <>
          <br />
          Default: {strong ? <strong>{value}</strong> : value}
          {history && (
            <>
              {' '}
              since {history.until}; <DefaultValue value={history.before} /> before
            </>
          )}
        </>
      )}
      <br />
      {cell.since ? `Since ${cell.since}` : 'In every release'}
    </>
  );
}

function MemberRow({row}: {row: CompareRow}): ReactNode {
  return (
    <Row id={row.id} same={memberDifferences(row).length === 0}>
      <NameCell id={row.id} name={row.label} kind={row.category} notes={memberDifferences(row)}>
        <Identifier name={row.label} />
      </NameCell>
      {frameworks.map((f) => {
        const cell = row.cells[f.id];
        return (
          <td key={f.id} data-label={f.label}>
            {cell ? <Cell cell={cell} strong={row.differs.default} /> : <em>no equivalent</em>}
          </td>
        );
      })}
    </Row>
  );
}

/** "React, Angular and Vue 3". */
const frameworkNames = `${frameworks
  .slice(0, -1)
  .map((f) => f.label)
  .join(', ')} and ${frameworks.at(-1)?.label}`;

const differing = [
  ...data.features.filter((row) => row.differs.length > 0),
  ...data.members.filter((row) => memberDifferences(row).length > 0),
].length;
const total = data.features.length + data.members.length;

/**
 * The "only where they differ" check box is a native control and one CSS rule (`:has`), so it works in the
 * kept server HTML without any script.
 */
export default function CompareTable(): ReactNode {
  return (
    <div className={local.compare}>
      <p>
        <label>
          <input type="checkbox" className={local.differing} /> Show only the rows where the packages differ (
          {differing} of {total})
        </label>
      </p>
      <table className={styles.table} aria-label={`${frameworkNames} side by side: features, then members`}>
        <ColumnHeads labels={['Feature or member', ...frameworks.map((f) => f.label)]} />
        <tbody>
          {data.features.map((row) => (
            <FeatureRow key={row.id} row={row} />
          ))}
          {data.members.map((row) => (
            <MemberRow key={row.id} row={row} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
