/**
 * Shows one file of `examples/` in a code block, titled with its file name.
 * The text comes from the file itself (see src/data/exampleSources.ts), so the
 * page cannot drift from the code the unit tests parse.
 */
import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import {fileName, getExample, prismLanguage, type ExamplePath} from '@site/src/data/examples';
import {exampleSources} from '@site/src/data/exampleSources';

export default function ExampleCode({file}: {file: ExamplePath}): ReactNode {
  const example = getExample(file);
  return (
    <CodeBlock language={prismLanguage(example.language)} title={fileName(example)} showLineNumbers>
      {exampleSources[file].trimEnd()}
    </CodeBlock>
  );
}
