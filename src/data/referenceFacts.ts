/**
 * Each framework's full facts (`@facts/<framework>-reference`, written by
 * src/plugins/library-facts): the API members, type keys, keyboard, demos and
 * known discrepancies that the reference components show. Only the bundler
 * can load this module (tests read the facts through tests/support/facts.ts).
 */
import angular from '@facts/angular-reference';
import react from '@facts/react-reference';
import vue from '@facts/vue-reference';
import type {FrameworkId, FullFactsOf} from './facts';

export const referenceFacts: {readonly [F in FrameworkId]: FullFactsOf<F>} = {angular, react, vue};

export function referenceFactsOf<F extends FrameworkId>(framework: F): FullFactsOf<F> {
  return referenceFacts[framework];
}
