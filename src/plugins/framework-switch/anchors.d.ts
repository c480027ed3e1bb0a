/** The JSON module src/plugins/framework-switch writes (see src/data/frameworkAnchors.ts). */
declare module '@framework-switch/anchors' {
  import type {AnchorLookup} from '@site/src/data/frameworkSwitchTarget';

  const table: AnchorLookup;
  export default table;
}
