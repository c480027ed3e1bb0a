/**
 * The rows trial in the reader's browser: the preview frame runs each run of the plan (`measure`,
 * src/plugins/live-preview/frame.js) after an unshown warm-up. On a touch screen the largest size waits for a
 * yes; a failed or stopped run ends the trial, and the component is then remounted with no rows.
 */
import {useEffect, useRef, useState, type ReactNode} from 'react';
import Frame from '@site/src/components/LivePreview/Frame';
import type {FrameMessage, PreviewConfig, TrialRequest} from '@site/src/components/LivePreview/messages';
import type {FrameworkId} from '@site/src/data/frameworks';
import {
  figuresOf,
  LARGEST_ROWS,
  TRIAL_WORD,
  WARM_UP_STEP,
  type RowsTrialData,
  type TrialFigures,
} from '@site/src/data/rowsTrial';
import {formatInteger} from '@site/src/utils/format';
import FiguresTable from './FiguresTable';

type Phase = 'loading' | 'running' | 'asking' | 'done' | 'stopped' | 'failed' | 'unavailable';

const EMPTY: PreviewConfig = {props: {dropdownData: []}, events: []};
/** Longer than a preview's 8 s load limit: the reader asked for a measurement a slow phone takes time for. */
const TRIAL_LOAD_LIMIT_MS = 30_000;
/** The id of the warm-up run, before the plan's first. */
const WARM_UP = -1;

export default function Run({framework, data}: {framework: FrameworkId; data: RowsTrialData}): ReactNode {
  const [phase, setPhase] = useState<Phase>('loading');
  const [runs, setRuns] = useState<TrialFigures[]>([]);
  const [trial, setTrial] = useState<TrialRequest | null>(null);
  const [config, setConfig] = useState(EMPTY);
  const [stoppedAt, setStoppedAt] = useState<{step: (typeof data.plan)[number]; reason: string} | null>(null);
  const stopAsked = useRef(false);
  /** The reader said yes to the largest size (asked once, for both its runs). */
  const largestConfirmed = useRef(false);
  /** The frame gave up loading (its fallback replaced it): nothing it sent after that counts. */
  const gone = useRef(false);
  const panel = useRef<HTMLDivElement>(null);

  /** Asks the frame for run `index` of the plan (WARM_UP: the warm-up), or ends the trial when there is none. */
  const ask = (index: number): void => {
    const step = index === WARM_UP ? {...WARM_UP_STEP, members: {}} : data.plan[index];
    if (!step || stopAsked.current) {
      setTrial(null);
      setPhase(step ? 'stopped' : 'done');
      setConfig({...EMPTY});
      return;
    }
    const touch = window.matchMedia('(pointer: coarse)').matches;
    if (step.rows === LARGEST_ROWS && touch && !largestConfirmed.current) {
      setPhase('asking');
      setTrial(null);
      return;
    }
    setPhase('running');
    setTrial({id: index, rows: step.rows, members: step.members, word: TRIAL_WORD});
  };

  const onMessage = (message: FrameMessage): void => {
    if (gone.current) return;
    if (message.type === 'loaded' && phase === 'loading') ask(WARM_UP);
    if (message.type === 'measured' && trial && message.id === WARM_UP && trial.id === WARM_UP) ask(0);
    else if (message.type === 'measured' && trial && message.id === trial.id) {
      const step = data.plan[trial.id]!;
      setRuns((done) => [...done, figuresOf({...message, virtual: step.virtual})]);
      ask(trial.id + 1);
    }
    if (message.type === 'measure-failed' && trial && message.id === trial.id) {
      setStoppedAt({step: data.plan[Math.max(trial.id, 0)]!, reason: message.reason});
      stopAsked.current = true;
      ask(trial.id + 1);
      setPhase('failed');
    }
  };

  // The frame's paints are what is timed: it is kept in view (a frame out of view is not painted).
  useEffect(() => panel.current?.scrollIntoView({block: 'nearest'}), []);

  const next = runs.length + (stoppedAt ? 1 : 0);
  return (
    <div ref={panel}>
      <Frame
        framework={framework}
        config={config}
        npmName={data.npmName}
        version={data.latestVersion}
        title={`${data.npmName} under the rows trial`}
        trial={trial}
        loadLimitMs={TRIAL_LOAD_LIMIT_MS}
        onMessage={onMessage}
        onStatus={(status) => {
          if (status !== 'failed') return;
          gone.current = true;
          setTrial(null);
          setPhase('unavailable');
        }}
      />
      <FiguresTable
        name="measured"
        caption={
          <>
            {data.npmName} {data.latestVersion}, measured in this browser
          </>
        }
        plan={data.plan}
        runs={runs}
        stoppedAt={stoppedAt}
      />
      <p role="status" data-rows-phase={phase}>
        {phase === 'loading' && 'Loading the component…'}
        {phase === 'running' &&
          trial?.id === WARM_UP &&
          `Warming up with ${formatInteger(trial.rows)} rows (not counted)…`}
        {phase === 'running' &&
          trial &&
          trial.id !== WARM_UP &&
          `Measuring ${formatInteger(trial.rows)} rows with virtual scroll ${data.plan[trial.id]!.virtual ? 'on' : 'off'}…`}
        {phase === 'asking' &&
          `${formatInteger(LARGEST_ROWS)} rows can hold a phone's browser for many seconds.`}
        {phase === 'done' && 'Done: every size was measured.'}
        {phase === 'stopped' && `Stopped after ${formatInteger(runs.length)} of ${data.plan.length} runs.`}
        {phase === 'failed' && 'The trial stopped at a run that did not finish.'}
        {phase === 'unavailable' && 'Nothing was measured: the component did not load.'}
      </p>
      {phase === 'asking' && (
        <p>
          <button
            type="button"
            className="button button--primary button--sm"
            onClick={() => {
              largestConfirmed.current = true;
              ask(next);
            }}>
            Run {formatInteger(LARGEST_ROWS)} rows
          </button>{' '}
          <button
            type="button"
            className="button button--secondary button--sm"
            onClick={() => {
              stopAsked.current = true;
              ask(next);
            }}>
            Stop here
          </button>
        </p>
      )}
      {phase === 'running' && (
        <p>
          <button
            type="button"
            className="button button--secondary button--sm"
            onClick={() => {
              stopAsked.current = true;
            }}>
            Stop after this run
          </button>
        </p>
      )}
    </div>
  );
}
