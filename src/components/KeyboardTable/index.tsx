/**
 * `<KeyboardTable framework="react" />`: the keys the component handles, with the former table's anchors
 * (`#keyboard-arrow-down`...), then the facts' `keyboardGaps` and `keyboardNotes` as they are.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {getApi, rowAnchor} from '@site/src/data/api';
import {getFramework} from '@site/src/data/frameworks';
import {referenceFactsOf} from '@site/src/data/referenceFacts';
import type {FrameworkId} from '@site/src/data/facts';
import ColumnHeads from '@site/src/components/ColumnHeads';

/** The WAI-ARIA Authoring Practices combobox pattern, which lists the keys a combobox should handle. */
export const COMBOBOX_PATTERN = 'https://www.w3.org/WAI/ARIA/apg/patterns/combobox/';

/** A key's row; `data-since` (a release after the first) is for the API pages' version lens. */
function KeyRow({id, since, children}: {id: string; since?: string; children: ReactNode}): ReactNode {
  useBrokenLinks().collectAnchor(id);
  return (
    <tr id={id} data-since={since}>
      {children}
    </tr>
  );
}

/** A bold lead-in, then the notes of the facts, one item each. */
function Notes({title, notes}: {title: string; notes: readonly string[]}): ReactNode {
  return (
    <>
      <p>
        <strong>{title}</strong>
      </p>
      <ul>
        {notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </>
  );
}

export default function KeyboardTable({framework}: {framework: FrameworkId}): ReactNode {
  const api = getApi(referenceFactsOf(framework));
  const label = getFramework(framework).label;
  return (
    <>
      {api.keyboard.length > 0 ? (
        <table>
          <caption className="text--left">
            Keys the {label} component handles while its input has focus
          </caption>
          <ColumnHeads labels={['Key', 'What it does', 'Since']} />
          <tbody>
            {api.keyboard.map((k) => (
              <KeyRow key={k.key} id={rowAnchor('keyboard', k.key)} since={k.since}>
                <th scope="row">
                  <kbd>{k.key}</kbd>
                </th>
                <td data-field="description">{k.effect}</td>
                <td>{k.since ?? 'first release'}</td>
              </KeyRow>
            ))}
          </tbody>
        </table>
      ) : (
        <p>The {label} component handles no keys of its own.</p>
      )}
      <Notes title="Not done yet:" notes={api.keyboardGaps} />
      {api.keyboardNotes.length > 0 && <Notes title="How it works:" notes={api.keyboardNotes} />}
      <p>
        The keys a combobox is expected to support are listed in the{' '}
        <Link to={COMBOBOX_PATTERN}>WAI-ARIA combobox pattern</Link> of the ARIA Authoring Practices Guide.
      </p>
    </>
  );
}
