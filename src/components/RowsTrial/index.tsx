/**
 * `<RowsTrial framework="react" />` (issue 60): the recorded figures (`@facts/rows`) and a button that runs
 * the same trial in the reader's browser (./Run.tsx, loaded on the click).
 */
import {lazy, Suspense, useState, type ReactNode} from 'react';
import rowsTrials from '@facts/rows';
import type {FrameworkId} from '@site/src/data/frameworks';
import {
  ROW_COUNTS,
  SLOW_FRAME_MS,
  TRIAL_WORD,
  usableUpTo,
  WARM_UP_STEP,
  type RowsTrialData,
} from '@site/src/data/rowsTrial';
import {formatDayMonthYear, formatInteger} from '@site/src/utils/format';
import {loadOnIntent} from '@site/src/components/LivePreview/loadOnIntent';
import FiguresTable from './FiguresTable';

const loadRun = () => import('./Run');
const Run = lazy(loadRun);
const intent = loadOnIntent(loadRun);

/** Where the recorded runs stop being usable, with virtual scroll on and off, in one sentence. */
function verdict(trial: NonNullable<RowsTrialData['recorded']>): string {
  const clause = (virtual: boolean, lead: string): string => {
    const rows = usableUpTo(trial.rows.runs, virtual);
    return rows
      ? `${lead}, every step painted within ${SLOW_FRAME_MS} ms up to ${formatInteger(rows)} rows`
      : `${lead}, a step took longer than ${SLOW_FRAME_MS} ms from ${formatInteger(ROW_COUNTS[0])} rows on`;
  };
  return `${clause(true, 'With virtual scroll on')}; ${clause(false, 'with it off')}.`;
}

function Recorded({data}: {data: RowsTrialData}): ReactNode {
  const {recorded} = data;
  if (!recorded) return <p>No release of {data.npmName} has been recorded yet.</p>;
  const {version, rows} = recorded;
  return (
    <>
      {version !== data.latestVersion && (
        <p>
          The latest release, {data.latestVersion}, has not been recorded; the figures are those of {version}.
        </p>
      )}
      <FiguresTable
        name="recorded"
        caption={
          <>
            {data.npmName} {version}, recorded on {formatDayMonthYear(rows.measured)}
          </>
        }
        plan={data.plan}
        runs={rows.runs}
      />
      <p>
        {verdict(recorded)} Recorded by the site's package check on the release's own tarball, in{' '}
        {rows.browser}, with the CPU slowed {rows.cpuSlowdown}× for a machine of CPU index{' '}
        {formatInteger(Math.round(rows.cpuIndex))}: the mid-range phone the site's speed bench emulates. The
        word typed was <code>{rows.word}</code>.
      </p>
    </>
  );
}

/** How a run goes, and what "virtual scroll off" sets for this package (the plan's members). */
function Method({data}: {data: RowsTrialData}): ReactNode {
  const off = data.plan.find((step) => !step.virtual);
  const members = Object.entries(off?.members ?? {}).map(([name, value]) => (
    <code key={name}>
      {name}: {value === off?.rows ? 'the number of rows' : String(value)}
    </code>
  ));
  return (
    <p>
      Each run gives the component that many generated rows ("Row 1", "Row 2" and on), opens its list with a
      click in the field, then types <code>{TRIAL_WORD}</code> one key at a time. A step is timed from the
      action to the first paint after which the component stopped changing the page; the per-key figures are
      the median and the 95th percentile of the {TRIAL_WORD.length} keys. Each size runs with virtual scroll
      on, as the package renders by default, and off, with{' '}
      {members.map((member, i) => (
        <span key={i}>
          {i > 0 && ' and '}
          {member}
        </span>
      ))}
      . A first run of {formatInteger(WARM_UP_STEP.rows)} rows, not shown, lets the browser compile the
      component's code before the runs that count. A step slower than {SLOW_FRAME_MS} ms is a pause a reader
      feels, so a run with one is marked not usable.
    </p>
  );
}

export default function RowsTrial({framework}: {framework: FrameworkId}): ReactNode {
  const data = rowsTrials[framework];
  const [started, setStarted] = useState(false);
  return (
    <>
      <Method data={data} />
      <Recorded data={data} />
      {started ? (
        <Suspense fallback={<p role="status">Loading the trial…</p>}>
          <Run framework={framework} data={data} />
        </Suspense>
      ) : (
        // The button is the page's own: the Markdown twin leaves it out (components/PageOnly).
        <p data-twin-omit="true">
          <button
            type="button"
            className="button button--secondary button--sm"
            {...intent}
            onClick={() => setStarted(true)}>
            Measure in this browser
          </button>{' '}
          <small>
            Loads {data.npmName} {data.latestVersion} from a public CDN and types <code>{TRIAL_WORD}</code>{' '}
            into it at each size; the largest can hold the page for seconds.
          </small>
        </p>
      )}
    </>
  );
}
