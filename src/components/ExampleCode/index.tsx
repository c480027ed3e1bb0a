/**
 * `<ExampleCode file="examples/…" />`: one file of `examples/`, so the page cannot drift from the tested
 * code, with Run here, Open in StackBlitz, Preview and ../VersionNeeds. `code={false}`: the title and buttons
 * only.
 */
import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import OpenInStackBlitz from '@site/src/components/OpenInStackBlitz';
import ExamplePreview from '@site/src/components/LivePreview/ExamplePreview';
import {fileName, getExample, prismLanguage, type ExamplePath} from '@site/src/data/examples';
import {frameworkNeedOf, frameworkNeedSentence} from '@site/src/data/frameworkApis';
import angularSources from '@site/src/data/exampleSources/angular';
import reactSources from '@site/src/data/exampleSources/react';
import vueSources from '@site/src/data/exampleSources/vue';
import VersionNeeds from '@site/src/components/VersionNeeds';
import angular from '@facts/angular';
import react from '@facts/react';
import vue from '@facts/vue';

const sources: Record<ExamplePath, string> = {...angularSources, ...reactSources, ...vueSources};
const coreFacts = {angular, react, vue};

/** `code={false}`: the example's title, file name and buttons without its code (the live-example page's list). */
export interface ExampleCodeProps {
  readonly file: ExamplePath;
  readonly code?: boolean;
}

export default function ExampleCode({file, code = true}: ExampleCodeProps): ReactNode {
  const example = getExample(file);
  // A file that uses a framework API newer than the package's lowest supported version says so.
  const need = frameworkNeedOf(example.framework, sources[file]);
  const facts = coreFacts[example.framework];
  const needs = (
    <>
      {need && <p className="margin-bottom--sm">{frameworkNeedSentence(example.framework, need)}</p>}
      {/* The members it uses that the reader's release ("Your version") lacks. */}
      <VersionNeeds
        framework={example.framework}
        since={facts.memberSince}
        releases={facts.releases.map((r) => r.version)}
        source={sources[file]}
      />
    </>
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
      {/* Its failure message points to the Run here and Open in StackBlitz just above: no second copy. */}
      <ExamplePreview
        framework={example.framework}
        name={`${example.title} (${fileName(example)})`}
        file={file}
      />
    </>
  );
}
