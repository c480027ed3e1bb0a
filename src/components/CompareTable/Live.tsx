/**
 * The live half of `<CompareTable>` (./index.tsx). One column per framework;
 * each member is a group of two rows: its name with what differs (in words),
 * then each framework's member with its default and version, linking to its
 * row on that framework's API page (`@docusaurus/Link`, so a broken anchor
 * fails the build).
 *
 * No stylesheet (the site-wide CSS budget is spent): a fixed layout whose
 * cells wrap long names keeps the table within a 390 px screen.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {CompareCell, CompareRow} from '@site/src/data/compare';
import {frameworks, getFramework} from '@site/src/data/frameworks';

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
  return notes.map((note) => (
    <span key={note} className="badge badge--secondary margin-left--sm">
      {note}
    </span>
  ));
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

export default function CompareTableLive({data}: {data: readonly CompareRow[]}): ReactNode {
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
      {data.map((row) => (
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
