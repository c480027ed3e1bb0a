/**
 * Under an example: "Run here" (../RunHere) and "Open in StackBlitz", sending the same project
 * (./project.ts). The SDK, facts and template load on hover, focus or at the latest on click (./open.ts).
 */
import {useState, type ReactNode} from 'react';
import {fileName, getExample, type ExamplePath} from '@site/src/data/examples';
import {getFramework, type FrameworkId} from '@site/src/data/frameworks';
import {useRunHere} from '@site/src/components/RunHere';
import styles from './styles.module.css';

const loadOpener = () => import('./open');

/** A file that is not in examples/ (the builder's), given as text. */
export interface GeneratedFile {
  readonly framework: FrameworkId;
  /** Its name, e.g. `AutocompleteDemo.tsx`. */
  readonly name: string;
  readonly title: string;
  readonly source: string;
}

/** `file`: an example of examples/; `generated`: a file given as text (the builder's). */
export type OpenInStackBlitzProps = {readonly file: ExamplePath} | {readonly generated: GeneratedFile};

export default function OpenInStackBlitz(props: OpenInStackBlitzProps): ReactNode {
  const generated = 'generated' in props ? props.generated : null;
  const example = generated ? null : getExample((props as {file: ExamplePath}).file);
  const framework = generated?.framework ?? example!.framework;
  const name = generated?.name ?? fileName(example!);
  const {label, npmName} = getFramework(framework);
  const text = generated && {file: generated.name, title: generated.title, source: generated.source};
  const [failed, setFailed] = useState(false);
  const prepare = (): void => {
    loadOpener()
      .then((opener) => opener.prepare(framework))
      .catch(() => undefined); // The click tries again and reports a failure.
  };
  const open = (): void => {
    setFailed(false);
    loadOpener()
      .then((opener) =>
        text
          ? opener.openSourceInStackBlitz(framework, text)
          : opener.openInStackBlitz(example!.file as ExamplePath),
      )
      .catch(() => setFailed(true));
  };
  const openButton = (
    <button
      type="button"
      className="button button--outline button--primary button--sm"
      onPointerEnter={prepare}
      onFocus={prepare}
      onClick={open}
      // Starts with the visible text, then says which file opens, and where.
      aria-label={`Open in StackBlitz: ${name} as a project on stackblitz.com (new tab)`}>
      Open in StackBlitz
    </button>
  );
  const runHere = useRunHere({
    target: text
      ? {kind: 'generated', framework, ...text}
      : {kind: 'example', file: example!.file as ExamplePath},
    name: `${generated?.title ?? example!.title} (${name})`,
    openElsewhere: openButton,
    prepare,
  });
  return (
    <>
      <div className={styles.bar}>
        {runHere.button}
        {openButton}
        {/* About the two buttons: the Markdown twin has neither, so it says what its reader can do instead. */}
        <small data-twin-omit="true">
          Runs this file in a complete {label} project from stackblitz.com: here in the page, or in a new tab.
        </small>
        <small hidden data-twin-only="true" data-pagefind-ignore="all">
          To run <code>{name}</code>, copy it into a {label} project that has <code>{npmName}</code>{' '}
          installed.
        </small>
        {failed && (
          <small role="alert">StackBlitz could not be opened. Check your connection and try again.</small>
        )}
      </div>
      {runHere.panel}
    </>
  );
}
