/**
 * The site's components that the speed layer loads after hydration
 * (src/plugins/speed-layer/islands.ts): their server HTML is the page's first
 * view, and their code and the facts they import are in no page's first load.
 * The components are plain; pages import them by these requests. With
 * `SPEED_LAYER=off` this list is not read and pages get the components as they
 * are.
 *
 * A component belongs here when it is below the first screen or long, and
 * rendering it needs facts a page does not otherwise load (reference facts,
 * example texts, the compare rows).
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
