/**
 * `<Builder framework="react" />`, at the top of each framework's live-example
 * page: the reader picks options and gets a complete file for their framework
 * (./Live.tsx), which they can copy or open on StackBlitz. The configuration
 * lives in the address (./generate/config.ts), so it survives a reload, back
 * and forward, and a switch to another framework.
 *
 * An island (src/components/Island): the server renders the default
 * configuration's file (and the options, inactive, with a sentence saying they
 * need JavaScript); the builder's code and the facts it reads (each
 * framework's reference facts and the compare page's member rows) load after
 * hydration, on this page only.
 */
import island, {preloadOf} from '@site/src/components/Island';
import CodeBlock from '@theme/CodeBlock';
import type {FrameworkId} from '@site/src/data/frameworks';
import type {BuilderFacts} from './generate/catalogue';

async function loadFacts(): Promise<BuilderFacts> {
  const [angular, react, vue, compare] = await Promise.all([
    import('@facts/angular-reference'),
    import('@facts/react-reference'),
    import('@facts/vue-reference'),
    import('@facts/compare'),
  ]);
  return {
    reference: {angular: angular.default, react: react.default, vue: vue.default},
    members: compare.default.members,
  };
}

const Builder = island<{readonly framework: FrameworkId}, BuilderFacts>(
  () => Promise.all([import('./Live'), preloadOf(CodeBlock)]).then(([module]) => module),
  {data: {key: () => 'builder', load: loadFacts}},
);
export default Builder;
