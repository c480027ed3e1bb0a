/**
 * The rows trial's figures (src/data/rowsTrial.ts), one row per run in plan order, a dash until measured.
 * Tests read `data-rows-table` and `data-rows-run="<rows>-<on|off>"`.
 */
import type {ReactNode} from 'react';
import ColumnHeads from '@site/src/components/ColumnHeads';
import factTable from '@site/src/components/FactTable/styles.module.css';
import type {TrialFigures, TrialStep} from '@site/src/data/rowsTrial';
import {formatInteger} from '@site/src/utils/format';
import styles from './styles.module.css';

export const runKey = ({rows, virtual}: TrialStep): string => `${rows}-${virtual ? 'on' : 'off'}`;

/** "1,234 ms", never broken between the number and its unit. */
const ms = (value: number): string => `${formatInteger(value)}\u00a0ms`;

export default function FiguresTable({
  name,
  caption,
  plan,
  runs,
  stoppedAt,
}: {
  readonly name: string;
  readonly caption: ReactNode;
  readonly plan: readonly TrialStep[];
  readonly runs: readonly TrialFigures[];
  /** The run that did not finish, and why: its row says so. */
  readonly stoppedAt?: {readonly step: TrialStep; readonly reason: string} | null;
}): ReactNode {
  return (
    <div className={factTable.wrapper}>
      <table className={`${factTable.table} ${styles.figures}`} data-rows-table={name}>
        <caption className={factTable.caption}>{caption}</caption>
        <ColumnHeads labels={['Rows', 'Virtual scroll', 'Open', 'Per key: median / 95th', 'Usable']} />
        <tbody>
          {plan.map((step) => {
            const run = runs.find((r) => r.rows === step.rows && r.virtual === step.virtual);
            const stopped = stoppedAt && runKey(stoppedAt.step) === runKey(step) ? stoppedAt.reason : null;
            return (
              <tr key={runKey(step)} data-rows-run={runKey(step)} data-rows-measured={run ? 'yes' : 'no'}>
                <th scope="row">{formatInteger(step.rows)}</th>
                <td>
                  {step.virtual ? 'on' : 'off'}
                  {run && <> ({formatInteger(run.rendered)} in the page)</>}
                </td>
                {run ? (
                  <>
                    <td>{ms(run.openMs)}</td>
                    <td>
                      {ms(run.keystrokeMedianMs)} / {ms(run.keystrokeP95Ms)}
                    </td>
                    <td>{run.usable ? '✓ yes' : '✗ no'}</td>
                  </>
                ) : (
                  <td colSpan={3}>{stopped ? `did not finish: ${stopped}` : '—'}</td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
