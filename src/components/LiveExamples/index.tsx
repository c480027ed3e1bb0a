/**
 * The live-example page's own examples (docs/_shared/usage/_demos-intro.mdx):
 * `<FeaturedExample framework="vue" />` shows the framework's featured
 * example (src/data/examples.ts, `featuredExamples`) with its code and Run
 * here; `<ExampleList framework="vue" />` lists every example of the
 * framework with Run here and Open in StackBlitz, without the code (the
 * Using page shows it). Both render the framework's ExampleCode island, so
 * only that framework's example texts load, after hydration.
 */
import type {ComponentType, ReactNode} from 'react';
import AngularExample from '@site/src/components/ExampleCode/angular';
import ReactExample from '@site/src/components/ExampleCode/react';
import VueExample from '@site/src/components/ExampleCode/vue';
import {examplesOf, featuredExamples, type ExamplePath} from '@site/src/data/examples';
import type {FrameworkId} from '@site/src/data/frameworks';

type AnyExampleCode = ComponentType<{file: ExamplePath; code?: boolean}>;

// Each island accepts only its framework's files; `examplesOf(framework)` gives exactly those.
const exampleCode = {
  angular: AngularExample,
  react: ReactExample,
  vue: VueExample,
} as unknown as Record<FrameworkId, AnyExampleCode>;

export function FeaturedExample({framework}: {framework: FrameworkId}): ReactNode {
  const ExampleCode = exampleCode[framework];
  return <ExampleCode file={featuredExamples[framework]} />;
}

export function ExampleList({framework}: {framework: FrameworkId}): ReactNode {
  const ExampleCode = exampleCode[framework];
  return (
    <>
      {examplesOf(framework).map((example) => (
        <ExampleCode key={example.file} file={example.file as ExamplePath} code={false} />
      ))}
    </>
  );
}
