/**
 * The live-example page's examples: `<FeaturedExample framework="vue" />` (code and Run here) and
 * `<ExampleList framework="vue" />` (every example, without code), both through ExampleCode.
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
