/**
 * The accessibility pages' live component and its inspector, loaded on the click (./AriaPreview.tsx): the
 * `role` and `aria-*` attributes of the input and active row as the reader presses keys, and beside it the
 * virtual screen reader's transcript (./Transcript.tsx).
 */
import {useState, type ReactNode} from 'react';
import type {FrameworkId} from '@site/src/data/facts';
import {basicPreviewConfig, type BasicFacts} from './basicConfig';
import Frame, {type PreviewStatus} from './Frame';
import {REPORTED_ATTRIBUTES, type AriaState, type FrameMessage} from './messages';
import Transcript, {type ReaderStatus} from './Transcript';
import {withEntry, type TranscriptEntry} from './transcriptWords';

export interface AriaInspectorProps {
  readonly framework: FrameworkId;
  readonly facts: BasicFacts & {readonly npmName: string; readonly latestVersion: string};
  readonly fallback?: ReactNode;
}

function Cells({state}: {state: AriaState | null}): ReactNode {
  return REPORTED_ATTRIBUTES.map((name) => (
    <td key={name} data-attribute={name}>
      {state?.[name] == null ? <em>not set</em> : <code>{state[name]}</code>}
    </td>
  ));
}

export default function AriaInspector({framework, facts, fallback}: AriaInspectorProps): ReactNode {
  const [config] = useState(() => basicPreviewConfig(facts, 'Type a fruit'));
  const [state, setState] = useState<Extract<FrameMessage, {type: 'state'}> | null>(null);
  const [reader, setReader] = useState<ReaderStatus>('loading');
  const [preview, setPreview] = useState<PreviewStatus>('loading');
  const [spoken, setSpoken] = useState<readonly TranscriptEntry[]>([]);
  const onMessage = (message: FrameMessage): void => {
    if (message.type === 'state') setState(message);
    else if (message.type === 'reader') setReader(message.status);
    else if (message.type === 'failed') setReader('failed');
    else if (message.type === 'spoken') {
      const {cause, phrases, input} = message;
      setSpoken((entries) => withEntry(entries, {cause, phrases, input}));
    }
  };
  return (
    <div>
      <Frame
        framework={framework}
        config={config}
        npmName={facts.npmName}
        version={facts.latestVersion}
        title="keyboard and ARIA"
        fallback={fallback}
        onMessage={onMessage}
        onStatus={setPreview}
        transcript
      />
      {/* Focusable: a package's long labels make the table scroll sideways, and a keyboard must reach it. */}
      <table aria-label="ARIA inspector" tabIndex={0}>
        <caption className="text--left">
          What the component sets, as you type and press the keys of the table above
        </caption>
        <thead>
          <tr>
            <th scope="col">Element</th>
            {REPORTED_ATTRIBUTES.map((name) => (
              <th key={name} scope="col">
                <code>{name}</code>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {preview === 'running' ? (
            <>
              <tr data-element="input">
                <th scope="row">The input{state?.value ? ` ("${state.value}")` : ''}</th>
                <Cells state={state?.input ?? null} />
              </tr>
              <tr data-element="active">
                <th scope="row">The active row{state?.active?.text ? ` ("${state.active.text}")` : ''}</th>
                <Cells state={state?.active ?? null} />
              </tr>
            </>
          ) : (
            // No component: nothing is set or unset, so no cell says "not set".
            <tr data-element="none">
              <td colSpan={REPORTED_ATTRIBUTES.length + 1}>
                <em>
                  {preview === 'failed'
                    ? 'No component is running (the preview could not load), so there is nothing to inspect.'
                    : 'The component is starting…'}
                </em>
              </td>
            </tr>
          )}
        </tbody>
      </table>
      <Transcript status={preview === 'failed' ? 'no-component' : reader} entries={spoken} />
    </div>
  );
}
