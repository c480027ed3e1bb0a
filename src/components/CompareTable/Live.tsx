/**
 * The live half of `<CompareTable>` (./index.tsx). One column per framework;
 * each feature, then each member, is a group of two rows: its name with what
 * differs (in words), then each framework's cell.
 *
 * - A feature's group has a stable id (`feature-<kebab>`, registered with the
 *   broken-link checker) and names the framework whose value differs from the
 *   other two (its cell in bold), says that all three differ, or that they are
 *   the same.
 * - A member's cells give its name, default and version, linking to its row on
 *   that framework's API page (`@docusaurus/Link`, so a broken anchor fails
 *   the build).
 *
 * No stylesheet (the site-wide CSS budget is spent): a fixed layout whose
 * cells wrap long names keeps the table within a 390 px screen.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {useAnchorTargetClassName} from '@docusaurus/theme-common';
import type {CompareCell, CompareData, CompareFeatureRow, CompareRow} from '@site/src/data/compare';
import {frameworks, getFramework, type FrameworkId} from '@site/src/data/frameworks';

/** Fits any width: equal columns, and long identifiers break instead of widening the table. */
const TABLE_STYLE = {
  display: 'table',
  width: '100%',
  tableLayout: 'fixed',
  overflowWrap: 'anywhere',
} as const;

function Differences({row}: {row: CompareRow}): ReactNode {
  const notes = [
    ...(row.differs.name ? ['names differ'] : []),
    ...(row.differs.default ? ['defaults differ'] : []),
    ...row.differs.missing.map((id) => `not in ${getFramework(id).label}`),
  ];
  return notes.map((note) => <Badge key={note} text={note} />);
}

/** A difference, in words; the space before it keeps the words apart in copied text. */
function Badge({text}: {text: string}): ReactNode {
  return (
    <>
      {' '}
      <span className="badge badge--secondary margin-left--sm">{text}</span>
    </>
  );
}

/** What differs in a feature row, in words: the frameworks unlike the others, or all three. */
function featureDifference(row: CompareFeatureRow): string | null {
  if (row.differs.length === 0) return null;
  if (row.differs.length === frameworks.length) return 'all three differ';
  const labels = row.differs.map((id) => getFramework(id).label).join(' and ');
  return `${labels} ${row.differs.length > 1 ? 'differ' : 'differs'}`;
}

function FeatureGroup({row}: {row: CompareFeatureRow}): ReactNode {
  useBrokenLinks().collectAnchor(row.id);
  // Keeps the group's heading row clear of the sticky navbar when a link targets it.
  const anchorClassName = useAnchorTargetClassName(row.id);
  const difference = featureDifference(row);
  // The odd one out is in bold when the others agree.
  const odd = (id: FrameworkId) => row.differs.includes(id) && row.differs.length < frameworks.length;
  return (
    <tbody id={row.id} className={anchorClassName}>
      <tr>
        <th scope="rowgroup" colSpan={frameworks.length}>
          {row.feature}{' '}
          {difference ? (
            <>
              <small>(Feature)</small>
              <Badge text={difference} />
            </>
          ) : (
            <small>(Feature; same in all three)</small>
          )}
        </th>
      </tr>
      <tr>
        {frameworks.map((f) => (
          <td key={f.id}>{odd(f.id) ? <strong>{row.cells[f.id]}</strong> : row.cells[f.id]}</td>
        ))}
      </tr>
    </tbody>
  );
}

function Cell({cell, strong}: {cell: CompareCell; strong: boolean}): ReactNode {
  const value = cell.default && (cell.default.code ? <code>{cell.default.text}</code> : cell.default.text);
  return (
    <td>
      <Link to={cell.to}>
        <code>{cell.name}</code>
      </Link>
      <br />
      <small>{cell.what}</small>
      {value && (
        <>
          <br />
          Default: {strong ? <strong>{value}</strong> : value}
        </>
      )}
      <br />
      {cell.since ? `Since ${cell.since}` : 'Since the first release'}
    </td>
  );
}

export default function CompareTableLive({data}: {data: CompareData}): ReactNode {
  return (
    <table style={TABLE_STYLE}>
      <thead>
        <tr>
          {frameworks.map((f) => (
            <th key={f.id} scope="col">
              {f.label}
            </th>
          ))}
        </tr>
      </thead>
      {data.features.map((row) => (
        <FeatureGroup key={row.id} row={row} />
      ))}
      {data.members.map((row) => (
        <tbody key={`${row.category} ${row.label}`}>
          <tr>
            <th scope="rowgroup" colSpan={frameworks.length}>
              <code>{row.label}</code> <small>({row.category})</small>
              <Differences row={row} />
            </th>
          </tr>
          <tr>
            {frameworks.map((f) => {
              const cell = row.cells[f.id];
              return cell ? (
                <Cell key={f.id} cell={cell} strong={row.differs.default} />
              ) : (
                <td key={f.id}>Not in {f.label}</td>
              );
            })}
          </tr>
        </tbody>
      ))}
    </table>
  );
}
