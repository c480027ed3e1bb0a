/**
 * The live-example page's own examples (docs/_shared/usage/_demos-intro.mdx):
 * `<FeaturedExample framework="vue" />` shows the framework's featured
 * example (src/data/examples.ts, `featuredExamples`) with its code and Run
 * here; `<ExampleList framework="vue" />` lists every example of the
 * framework with Run here and Open in StackBlitz, without the code (the
 * Using page shows it). Both render ExampleCode.
 */
import type {ReactNode} from 'react';
import ExampleCode from '@site/src/components/ExampleCode';
import {examplesOf, featuredExamples, type ExamplePath} from '@site/src/data/examples';
import type {FrameworkId} from '@site/src/data/frameworks';

export function FeaturedExample({framework}: {framework: FrameworkId}): ReactNode {
  return <ExampleCode file={featuredExamples[framework]} />;
}

export function ExampleList({framework}: {framework: FrameworkId}): ReactNode {
  return (
    <>
      {examplesOf(framework).map((example) => (
        <ExampleCode key={example.file} file={example.file as ExamplePath} code={false} />
      ))}
    </>
  );
}
