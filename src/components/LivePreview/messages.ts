/**
 * The page's half of the preview frame's protocol (the frame's: src/plugins/live-preview/frame.js). The frame
 * has no allow-same-origin, so messages come from origin "null": the page accepts only its own frame's
 * window, that origin and the shapes below. Pure.
 */
import type {FrameworkId} from '../../data/facts';
import type {TrialTimings} from '../../data/rowsTrial';

type Json = string | number | boolean | null | readonly Json[] | {readonly [key: string]: Json};

/** What the page sends: literal props by the framework's name, function props to report, rows to disable. */
export interface PreviewConfig {
  readonly props: Readonly<Record<string, Json>>;
  readonly events: readonly string[];
  /** The function prop that disables rows, and for each item of `dropdownData` whether it is disabled. */
  readonly disableListFn?: string;
  readonly disabledRows?: readonly boolean[];
}

/** The ARIA attributes the frame reports of the input and of the active row (null when absent). */
export const REPORTED_ATTRIBUTES = [
  'role',
  'aria-expanded',
  'aria-activedescendant',
  'aria-selected',
  'aria-label',
] as const;
export type AriaState = Readonly<Record<(typeof REPORTED_ATTRIBUTES)[number], string | null>>;

/** The keys whose spoken result the transcript frame reports (frame.js names the same four). */
export const TRANSCRIPT_KEYS = ['ArrowDown', 'ArrowUp', 'Enter', 'Escape'] as const;
export type TranscriptKey = (typeof TRANSCRIPT_KEYS)[number];

export type SpokenCause = TranscriptKey | 'focus' | 'other';
const SPOKEN_CAUSES: readonly string[] = [...TRANSCRIPT_KEYS, 'focus', 'other'];

/** At most this many phrases in one 'spoken' message, each at most this long (the frame cuts longer ones). */
export const MAX_PHRASES = 20;
export const MAX_PHRASE_LENGTH = 300;

export type FrameMessage =
  | {readonly type: 'ready'}
  | {readonly type: 'loaded'; readonly npmName: string; readonly version: string}
  | {readonly type: 'event'; readonly name: string; readonly payload: Json}
  | {
      readonly type: 'state';
      readonly value: string | null;
      readonly input: AriaState | null;
      readonly active: (AriaState & {readonly text: string}) | null;
    }
  | {readonly type: 'size'; readonly height: number}
  | {readonly type: 'reader'; readonly status: 'on' | 'failed'}
  /** What the screen reader said since its last report (none after that key), and the input's ARIA then. */
  | {
      readonly type: 'spoken';
      readonly cause: SpokenCause;
      readonly phrases: readonly string[];
      readonly input: AriaState | null;
    }
  | ({readonly type: 'measured'; readonly id: number} & Omit<TrialTimings, 'virtual'>)
  | {readonly type: 'measure-failed'; readonly id: number; readonly reason: string}
  | {readonly type: 'failed'; readonly reason: string};

/** One rows trial the page asks the frame to run (frame.js, `measure`). */
export interface TrialRequest {
  readonly id: number;
  readonly rows: number;
  readonly members: Readonly<Record<string, number | boolean>>;
  readonly word: string;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isAria = (value: unknown): value is AriaState =>
  isObject(value) &&
  REPORTED_ATTRIBUTES.every((name) => value[name] === null || typeof value[name] === 'string');

export function frameMessageOf(data: unknown): FrameMessage | null {
  if (!isObject(data) || typeof data.type !== 'string') return null;
  switch (data.type) {
    case 'ready':
      return {type: 'ready'};
    case 'loaded':
      return typeof data.npmName === 'string' && typeof data.version === 'string'
        ? {type: 'loaded', npmName: data.npmName, version: data.version}
        : null;
    case 'event':
      return typeof data.name === 'string' && 'payload' in data
        ? {type: 'event', name: data.name, payload: data.payload as Json}
        : null;
    case 'state':
      return (data.value === null || typeof data.value === 'string') &&
        (data.input === null || isAria(data.input)) &&
        (data.active === null ||
          (isAria(data.active) && typeof (data.active as {text?: unknown}).text === 'string'))
        ? (data as FrameMessage)
        : null;
    case 'size':
      return typeof data.height === 'number' && Number.isFinite(data.height)
        ? {type: 'size', height: data.height}
        : null;
    case 'reader':
      return data.status === 'on' || data.status === 'failed' ? {type: 'reader', status: data.status} : null;
    case 'spoken':
      return typeof data.cause === 'string' &&
        SPOKEN_CAUSES.includes(data.cause) &&
        Array.isArray(data.phrases) &&
        data.phrases.length <= MAX_PHRASES &&
        data.phrases.every((p) => typeof p === 'string' && p.length <= MAX_PHRASE_LENGTH) &&
        (data.input === null || isAria(data.input))
        ? {
            type: 'spoken',
            cause: data.cause as SpokenCause,
            phrases: [...(data.phrases as string[])],
            input: data.input as AriaState | null,
          }
        : null;
    case 'measured': {
      const ms = (value: unknown): value is number =>
        typeof value === 'number' && Number.isFinite(value) && value >= 0;
      return Number.isInteger(data.id) &&
        Number.isInteger(data.rows) &&
        ms(data.mountMs) &&
        ms(data.openMs) &&
        Number.isInteger(data.rendered) &&
        Array.isArray(data.keystrokes) &&
        data.keystrokes.length > 0 &&
        data.keystrokes.every(ms)
        ? {
            type: 'measured',
            id: data.id as number,
            rows: data.rows as number,
            mountMs: data.mountMs,
            openMs: data.openMs,
            rendered: data.rendered as number,
            keystrokes: [...(data.keystrokes as number[])],
          }
        : null;
    }
    case 'measure-failed':
      return Number.isInteger(data.id) && typeof data.reason === 'string'
        ? {type: 'measure-failed', id: data.id as number, reason: data.reason}
        : null;
    case 'failed':
      return typeof data.reason === 'string' ? {type: 'failed', reason: data.reason} : null;
    default:
      return null;
  }
}

/** How long the component may take to appear before the fallback shows (issue 40: within 8 seconds). */
export const PREVIEW_TIMEOUT_MS = 8000;

/** The origin a sandboxed frame without allow-same-origin posts from. */
export const OPAQUE_ORIGIN = 'null';

/**
 * The frame's address. `transcript`: the frame loads the virtual screen reader and reports what it says;
 * `example` (src/plugins/live-preview/cdn.cjs, `exampleModuleName`): it runs that compiled example instead.
 */
export function previewFrameUrl(
  baseUrl: string,
  framework: FrameworkId,
  parentOrigin: string,
  {transcript = false, example}: {transcript?: boolean; example?: string} = {},
): string {
  const query = new URLSearchParams({
    framework,
    parent: parentOrigin,
    ...(transcript ? {transcript: '1'} : {}),
    ...(example ? {example} : {}),
  });
  return `${baseUrl}preview?${query.toString()}`;
}
