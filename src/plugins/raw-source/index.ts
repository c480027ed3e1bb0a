/**
 * raw-source: `?raw` imports (`@site/examples/vue/basic.vue?raw`) give a file's text (Rspack's
 * `asset/source`), so examples are shown from the real files; the script rules skip them, or an
 * example would be transpiled before it is shown.
 */
import type {Plugin} from '@docusaurus/types';

/** Matches `?raw` (alone or among other query parameters). */
export const RAW_QUERY = /(?:^\?|&)raw(?:&|=|$)/;

interface RuleLike {
  test?: unknown;
  resourceQuery?: unknown;
}

function isRuleObject(rule: unknown): rule is RuleLike {
  return typeof rule === 'object' && rule !== null;
}

function matchesExampleFile(test: unknown): boolean {
  return test instanceof RegExp && ['x.ts', 'x.tsx', 'x.vue'].some((name) => test.test(name));
}

export default function rawSourcePlugin(): Plugin {
  return {
    name: 'raw-source',
    configureWebpack(config) {
      for (const rule of config.module?.rules ?? []) {
        if (isRuleObject(rule) && matchesExampleFile(rule.test) && rule.resourceQuery === undefined) {
          rule.resourceQuery = {not: [RAW_QUERY]};
        }
      }
      return {
        module: {rules: [{resourceQuery: RAW_QUERY, type: 'asset/source'}]},
      };
    },
  };
}
