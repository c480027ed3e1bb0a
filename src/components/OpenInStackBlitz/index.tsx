/**
 * Under an example: "Run here" runs it embedded in the page, under the code
 * (../RunHere), and "Open in StackBlitz" opens it in a new tab on
 * stackblitz.com. Both send the same complete project, which runs the
 * example file as it is in the repository (./project.ts). The StackBlitz
 * SDK, the facts and the project template load on demand (./open.ts): when
 * the pointer or focus reaches a button, or at the latest on click. Nothing
 * of it is in a page's first load.
 */
import {useState, type ReactNode} from 'react';
import {fileName, getExample, type ExamplePath} from '@site/src/data/examples';
import {getFramework} from '@site/src/data/frameworks';
import {useRunHere} from '@site/src/components/RunHere';
import styles from './styles.module.css';

const loadOpener = () => import('./open');

export default function OpenInStackBlitz({file}: {file: ExamplePath}): ReactNode {
  const example = getExample(file);
  const [failed, setFailed] = useState(false);
  const prepare = (): void => {
    loadOpener()
      .then((opener) => opener.prepare(example.framework))
      .catch(() => undefined); // The click tries again and reports a failure.
  };
  const open = (): void => {
    setFailed(false);
    loadOpener()
      .then((opener) => opener.openInStackBlitz(file))
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
      aria-label={`Open in StackBlitz: ${fileName(example)} as a project on stackblitz.com (new tab)`}>
      Open in StackBlitz
    </button>
  );
  const runHere = useRunHere({
    target: {kind: 'example', file},
    name: `${example.title} (${fileName(example)})`,
    openElsewhere: openButton,
    prepare,
  });
  return (
    <>
      <div className={styles.bar}>
        {runHere.button}
        {openButton}
        <small>
          Runs this file in a complete {getFramework(example.framework).label} project from stackblitz.com:
          here in the page, or in a new tab.
        </small>
        {failed && (
          <small role="alert">StackBlitz could not be opened. Check your connection and try again.</small>
        )}
      </div>
      {runHere.panel}
    </>
  );
}
