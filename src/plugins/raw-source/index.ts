/**
 * raw-source: lets pages import a file's text with a `?raw` query, e.g.
 * `import source from '@site/examples/vue/basic.vue?raw'`, so code examples are
 * shown from the real files in `examples/` instead of hand-copied fences.
 *
 * Rspack's `asset/source` module type exports the file contents as a string.
 * The site's own script rules (SWC for .js/.ts/.tsx) are told to skip
 * `?raw` requests, otherwise an example would be transpiled before it is shown.
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

/** True when a rule's `test` would match an example file (.ts, .tsx, .vue). */
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
