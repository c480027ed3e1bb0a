/**
 * framework-switch: the framework switcher's anchor table (src/data/frameworkAnchors.ts),
 * built from the facts file when the site is built, the way CONVENTIONS.md section 3
 * builds data modules: read the JSON in `loadContent`, write a module with `createData`
 * in `contentLoaded`, expose it through an alias (`@framework-switch/anchors`). The
 * switcher imports it on demand (a reader switching framework from an address with
 * an anchor), so it is in no page's first load.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {buildAnchorTable, type AnchorFacts, type AnchorTable} from '../../data/frameworkAnchors';

export const ANCHORS_ALIAS = '@framework-switch/anchors';

export default function frameworkSwitchPlugin(context: LoadContext): Plugin {
  let modulePath: string | undefined;
  return {
    name: 'framework-switch',
    loadContent(): AnchorTable {
      const facts = JSON.parse(
        readFileSync(join(context.siteDir, 'src', 'data', 'library-facts.json'), 'utf8'),
      ) as AnchorFacts;
      return buildAnchorTable(facts);
    },
    async contentLoaded({content, actions}) {
      modulePath = await actions.createData('anchors.json', JSON.stringify(content as AnchorTable));
    },
    configureWebpack() {
      if (!modulePath) throw new Error('framework-switch: the anchor table was not written');
      return {resolve: {alias: {[ANCHORS_ALIAS]: modulePath}}};
    },
    getPathsToWatch() {
      return [join(context.siteDir, 'src', 'data', 'library-facts.json')];
    },
  };
}
