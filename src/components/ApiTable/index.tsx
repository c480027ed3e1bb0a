/**
 * Reference tables of the API pages and their helpers.
 *
 *   <ApiTable framework="vue" kind="members" />   inputs (Angular) or props, grouped by category
 *   <ApiTable framework="angular" kind="outputs" />
 *   <ApiTable framework="react" kind="class" />   also "style" and "aria"
 *   <ApiTable framework="vue" kind="keyboard" />
 *   <ApiTable framework="angular" kind="projection" />
 *   <ApiTable framework="vue" kind="relativeSearch" />
 *
 * `ApiTable` is an island (src/components/Island) that keeps its server HTML:
 * on a page the server rendered, the tables stay as they are after hydration
 * (re-rendering them was the API pages' longest task), and one delegated
 * handler (./tableClicks.ts) makes the copy-link buttons copy and the links
 * navigate in the app. Their code (./Live.tsx) and the framework's reference
 * facts (`@facts/<framework>-reference`) load only after a client-side
 * navigation to an API page.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import island from '@site/src/components/Island';
import referenceFacts from '@site/src/components/Island/referenceFacts';
import {apiPagesOf, memberKindOf} from '@site/src/data/apiBasics';
import type {FrameworkId} from '@site/src/data/frameworks';
import type {FullFacts} from '@site/src/data/types';
import tableClicks from './tableClicks';

export type ApiTableKind =
  'members' | 'outputs' | 'class' | 'style' | 'aria' | 'keyboard' | 'projection' | 'relativeSearch';

export interface ApiTableProps {
  readonly framework: FrameworkId;
  readonly kind: ApiTableKind;
  /** Members only: one table per category with an h3 each (default), or one flat table. */
  readonly grouped?: boolean;
  /**
   * Members only: the table of this category alone. MDX pages never write it:
   * src/remark/apiTableHeadings.ts expands `kind="members"` into a `###`
   * heading and a table per category, so the table of contents lists them.
   */
  readonly category?: string;
}

const ApiTable = island<ApiTableProps, FullFacts>(() => import('./Live'), {
  data: referenceFacts,
  serverClicks: tableClicks,
});
export default ApiTable;

export {default as ApiLink} from './ApiLink';
export {default as ApiFilter} from './Filter';

/** A bulleted list of facts (ARIA behaviour, keyboard notes), without authoring markers. */
export function FactList({items}: {items: readonly string[]}): ReactNode {
  return (
    <ul>
      {items.map((item) => (
        <li key={item}>{item.replace(/\s*sourceInferred\s*$/, '')}</li>
      ))}
    </ul>
  );
}

type PageKey = 'members' | 'outputs' | 'spinner' | 'classStyle' | 'aria';

/** The list of related API pages of a framework, without the page it is shown on. */
export function ApiRelated({framework, current}: {framework: FrameworkId; current: PageKey}): ReactNode {
  const pages = apiPagesOf(framework);
  const items: {
    key: PageKey | 'usingModule' | 'install' | 'compare';
    to: string | undefined;
    title: string;
    what: string;
  }[] = [
    {
      key: 'members',
      to: pages.members,
      title: memberKindOf(framework) === 'input' ? 'Inputs' : 'Props',
      what: 'every option the component accepts, with its type and default',
    },
    {
      key: 'outputs',
      to: pages.outputs,
      title: 'Outputs',
      what: 'the events it emits and the input each one needs',
    },
    {
      key: 'spinner',
      to: pages.spinner,
      title: 'Custom spinner',
      what: 'content you can project into the component',
    },
    {
      key: 'classStyle',
      to: pages.classStyle,
      title: 'Custom classes and styles',
      what: 'the keys of the customClass and customStyle objects',
    },
    {
      key: 'aria',
      to: pages.aria,
      title: 'Accessibility: ARIA and keyboard',
      what: 'screen-reader labels and supported keys',
    },
    {
      key: 'usingModule',
      to: pages.usingModule,
      title: 'Using the component',
      what: 'examples that combine these options',
    },
    {key: 'install', to: pages.install, title: 'Installation', what: 'adding the package to your project'},
    {
      key: 'compare',
      to: '/docs/compare',
      title: 'Compare the three packages',
      what: 'names and defaults side by side',
    },
  ];
  return (
    <ul>
      {items
        .filter((item) => item.key !== current && item.to !== undefined)
        .map((item) => (
          <li key={item.key}>
            <Link to={item.to}>{item.title}</Link>: {item.what}.
          </li>
        ))}
    </ul>
  );
}
