/**
 * The accessibility pages' live component and its inspector (issue 40),
 * loaded when the reader asks for it (./AriaPreview.tsx): the reader presses
 * the keys of the keyboard table in the preview, and the table here shows the
 * `role` and `aria-*` attributes of the input and of the active row as the
 * component sets them, so each row of the keyboard table can be seen happening.
 */
import {useState, type ReactNode} from 'react';
import type {FrameworkId} from '@site/src/data/types';
import {basicPreviewConfig, type BasicFacts} from './basicConfig';
import Frame from './Frame';
import {REPORTED_ATTRIBUTES, type AriaState, type FrameMessage} from './messages';

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
  const onMessage = (message: FrameMessage): void => {
    if (message.type === 'state') setState(message);
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
      />
      <table aria-label="ARIA inspector">
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
          <tr data-element="input">
            <th scope="row">The input{state?.value ? ` ("${state.value}")` : ''}</th>
            <Cells state={state?.input ?? null} />
          </tr>
          <tr data-element="active">
            <th scope="row">The active row{state?.active?.text ? ` ("${state.active.text}")` : ''}</th>
            <Cells state={state?.active ?? null} />
          </tr>
        </tbody>
      </table>
    </div>
  );
}
