/** `@facts/<framework>-reference`: only the bundler can load this module (tests: tests/support/facts.ts). */
import angular from '@facts/angular-reference';
import react from '@facts/react-reference';
import vue from '@facts/vue-reference';
import type {FrameworkId, FullFactsOf} from './facts';

export const referenceFacts: {readonly [F in FrameworkId]: FullFactsOf<F>} = {angular, react, vue};

export function referenceFactsOf<F extends FrameworkId>(framework: F): FullFactsOf<F> {
  return referenceFacts[framework];
}
