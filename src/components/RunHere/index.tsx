/**
 * "Run here": runs an example or demo in a StackBlitz frame under the button's row. `useRunHere` gives the
 * button and the panel so each caller places them. One embed per page (./store.ts); focus goes to the frame
 * and back to the button on Close or Escape. Nothing of StackBlitz loads before the click.
 */
import {useCallback, useEffect, useId, useRef, useState, type ReactNode} from 'react';
import type {EmbedTarget} from './embed';
import type {EmbedTheme} from './form';
import {closeEmbed, openEmbed, useEmbedOpen} from './store';
import styles from './styles.module.css';

export {styles as runHereStyles};

const loadEmbed = () => import('./embed');

export interface RunHereOptions {
  readonly target: EmbedTarget;
  /** Names what runs, in the button, the panel and the frame title, e.g. `Basic (basic.tsx)`. */
  readonly name: string;
  /** What the fallback offers instead: the caller's Open in StackBlitz (a link or a button). */
  readonly openElsewhere: ReactNode;
  /** Called when the pointer or focus reaches the button (to load the project's pieces early). */
  readonly prepare?: () => void;
}

type State = 'starting' | 'ready' | 'failed';

function currentTheme(): EmbedTheme {
  return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
}

function Panel({
  id,
  name,
  target,
  openElsewhere,
  onClose,
}: RunHereOptions & {id: string; onClose: () => void}): ReactNode {
  const [state, setState] = useState<State>('starting');
  const [attempt, setAttempt] = useState(0);
  // What runs is fixed for the panel's life (a new click mounts a new panel).
  const [running] = useState(target);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const fallbackRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return undefined;
    // The panel may be far from the button (under the demo table): bring its top into view.
    frame.closest('section')?.scrollIntoView({block: 'nearest'});
    frame.focus({preventScroll: true});
    const controller = new AbortController();
    loadEmbed()
      .then((embed) => embed.startEmbed(frame, running, currentTheme(), controller.signal))
      .then(
        () => !controller.signal.aborted && setState('ready'),
        () => !controller.signal.aborted && setState('failed'),
      );
    return () => controller.abort();
  }, [running, attempt]);

  useEffect(() => {
    if (state === 'failed') fallbackRef.current?.focus();
  }, [state]);

  const retry = (): void => {
    setState('starting');
    setAttempt((n) => n + 1);
  };

  return (
    <section
      id={id}
      className="card margin-bottom--md"
      aria-label={`Live: ${name}`}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}>
      <div className={`card__header ${styles.row}`}>
        <p className="margin--none" role="status">
          {state === 'starting' && 'Starting on StackBlitz: it installs the project in your browser first.'}
          {state === 'ready' && 'Running on StackBlitz. The code is one tab away, inside the frame.'}
          {state === 'failed' && 'StackBlitz could not be reached.'}
        </p>
        <button
          type="button"
          className="button button--secondary button--sm"
          onClick={onClose}
          aria-label={`Close the live ${name}`}>
          Close
        </button>
      </div>
      {state === 'failed' ? (
        <div ref={fallbackRef} tabIndex={-1} className="card__body">
          <p>
            StackBlitz did not answer from inside this page: you may be offline, or a browser extension or a
            network proxy may block it. You can still try it on stackblitz.com in a new tab.
          </p>
          <div className={styles.row}>
            {openElsewhere}
            <button type="button" className="button button--secondary button--sm" onClick={retry}>
              Try again
            </button>
          </div>
        </div>
      ) : (
        // Until StackBlitz answers, the frame stays invisible under a loading note: an unreachable
        // StackBlitz would otherwise show the browser's broken-frame page until the time-out.
        <div className={styles.stage}>
          {state === 'starting' && (
            <p className={styles.loading} aria-hidden="true">
              Loading StackBlitz…
            </p>
          )}
          <iframe
            key={attempt}
            ref={frameRef}
            name={`stackblitz-${id}`}
            title={`Live on StackBlitz: ${name}`}
            className={state === 'starting' ? `${styles.frame} ${styles.waiting}` : styles.frame}
          />
        </div>
      )}
    </section>
  );
}

/** What identifies a target within a group of buttons. */
function idOf(target: EmbedTarget): string {
  if (target.kind === 'generated') return `generated:${target.framework}:${target.file}`;
  return target.kind === 'example' ? target.file : target.url;
}

/** Run here buttons sharing one panel (the demo table's rows): `buttonFor(options)` each, and `panel`. */
export function useRunHereGroup(): {buttonFor: (options: RunHereOptions) => ReactNode; panel: ReactNode} {
  const key = useId();
  const panelId = `run-here-${key.replace(/[^\w-]/g, '')}`;
  const open = useEmbedOpen(key);
  const [active, setActive] = useState<{options: RunHereOptions; session: number} | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  // A panel that leaves the page (client-side navigation) is no longer the open one.
  useEffect(() => () => closeEmbed(key), [key]);

  const close = useCallback((): void => {
    closeEmbed(key);
    opener.current?.focus();
  }, [key]);

  const buttonFor = (options: RunHereOptions): ReactNode => {
    const expanded = open && active !== null && idOf(active.options.target) === idOf(options.target);
    return (
      <button
        type="button"
        className="button button--primary button--sm"
        aria-expanded={expanded}
        aria-controls={expanded ? panelId : undefined}
        onPointerEnter={options.prepare}
        onFocus={options.prepare}
        onClick={(event) => {
          opener.current = event.currentTarget;
          setActive((previous) => ({options, session: (previous?.session ?? 0) + 1}));
          openEmbed(key);
        }}
        // Starts with the visible text, then says what runs, and where.
        aria-label={`Run here: ${options.name}, live in this page (loads StackBlitz)`}>
        Run here
      </button>
    );
  };
  const panel =
    open && active ? <Panel key={active.session} id={panelId} {...active.options} onClose={close} /> : null;
  return {buttonFor, panel};
}

/** The Run here button and its panel (null while closed), for one example or demo. */
export function useRunHere(options: RunHereOptions): {button: ReactNode; panel: ReactNode} {
  const {buttonFor, panel} = useRunHereGroup();
  return {button: buttonFor(options), panel};
}
