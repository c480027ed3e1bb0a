/**
 * The components the speed layer loads after hydration (src/plugins/speed-layer/islands.ts): their server
 * HTML is the first view, their code and facts in no first load. One belongs here when it is below the first
 * screen or long and needs facts a page does not otherwise load. Not read with `SPEED_LAYER=off`.
 */
import type {IslandDeclaration} from '../plugins/speed-layer/islands';

/** Copy-link buttons in a table's server HTML, which has no React handlers. */
const tableClicks = {clicks: '@site/src/components/ApiTable/tableClicks'};

export const islands: readonly IslandDeclaration[] = [
  // Reference tables only show and link: on a server-rendered page their HTML stays for good.
  {module: '@site/src/components/ApiTable', keepServerHtml: tableClicks},
  {module: '@site/src/components/KeyboardTable', keepServerHtml: tableClicks},
  {module: '@site/src/components/CompareTable', keepServerHtml: tableClicks},
  // Code blocks inside: the highlighted block's chunk comes with the component's.
  {module: '@site/src/components/Builder', with: ['@theme/CodeBlock']},
  {module: '@site/src/components/ExampleCode', with: ['@theme/CodeBlock']},
  {module: '@site/src/components/DemoTable'},
  {module: '@site/src/components/KnownLimitations'},
  {module: '@site/src/components/PackageFacts', exports: ['PackageFacts', 'SupportedVersions']},
  {module: '@site/src/components/VersionTable'},
  {module: '@site/src/components/PackageSize', exports: ['PackageSize', 'SizeComparison']},
  // The upgrade guide's checklist follows the reader's From and To; the list of every release only links.
  {module: '@site/src/components/UpgradeGuide', with: ['@theme/CodeBlock']},
  {module: '@site/src/components/UpgradeReleases', keepServerHtml: true},
  {module: '@site/src/components/FeatureList'},
  {module: '@site/src/components/PageGuide'},
  {module: '@site/src/components/VirtualScrollExample'},
  {module: '@site/src/components/ChangelogNote', inline: true},
];
