/**
 * Shows one file of `examples/` in a code block, titled with its file name.
 * The text comes from the file itself (src/data/exampleSources/<framework>.ts),
 * so the page cannot drift from the code the unit tests parse. This is the
 * live half of the component, loaded after hydration by the islands in
 * ../<framework>.tsx; each framework's module here (`./angular`, `./react`,
 * `./vue`) bundles only that framework's example files. Under the code, "Run
 * here" and "Open in StackBlitz" run the same file as a project
 * (../../OpenInStackBlitz). With `code={false}` only the title, the file name
 * and those buttons show (the live-example page lists every example so).
 */
import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import OpenInStackBlitz from '@site/src/components/OpenInStackBlitz';
import ExamplePreview from '@site/src/components/LivePreview/ExamplePreview';
import {fileName, getExample, prismLanguage, type ExamplePath} from '@site/src/data/examples';
import {frameworkNeedOf, frameworkNeedSentence} from '@site/src/data/frameworkApis';
import type {ExampleCodeProps} from '..';

/** An ExampleCode component for one framework's example sources. */
export function exampleCodeFor<P extends ExamplePath>(sources: Record<P, string>) {
  return function ExampleCode({file, code = true}: ExampleCodeProps<P>): ReactNode {
    const example = getExample(file);
    // A file that uses a framework API newer than the package's lowest supported version says so.
    const need = frameworkNeedOf(example.framework, sources[file]);
    const needs = need && (
      <p className="margin-bottom--sm">{frameworkNeedSentence(example.framework, need)}</p>
    );
    if (!code) {
      return (
        <div className="margin-bottom--md">
          <p className="margin-bottom--xs">
            <strong>{example.title}</strong> <code>{fileName(example)}</code>
          </p>
          {needs}
          <OpenInStackBlitz file={file} />
        </div>
      );
    }
    return (
      <>
        <CodeBlock language={prismLanguage(example.language)} title={fileName(example)} showLineNumbers>
          {sources[file].trimEnd()}
        </CodeBlock>
        {needs}
        <OpenInStackBlitz file={file} />
        <ExamplePreview
          framework={example.framework}
          name={`${example.title} (${fileName(example)})`}
          source={sources[file]}
          fallback={<OpenInStackBlitz file={file} />}
        />
      </>
    );
  };
}
