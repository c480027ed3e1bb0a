/**
 * What the API pages show around their tables (./index.tsx): `ApiLink`, `ApiFilter`, `FactList`,
 * `MemberDefault` and `ApiRelated`.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {apiPagesOf, memberKindOf} from '@site/src/data/apiBasics';
import type {FrameworkId} from '@site/src/data/frameworks';

export {default as ApiLink} from './ApiLink';
export {default as ApiFilter} from './Filter';

/** A bulleted list of facts (ARIA behaviour, relative-search caveats), as the facts modules give them. */
export function FactList({items}: {items: readonly string[]}): ReactNode {
  return (
    <ul>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** A member's default stated in prose, from the facts, so a release changes the sentence. */
export function MemberDefault({
  facts,
  name,
}: {
  facts: {readonly id: string; readonly memberDefaults: Readonly<Record<string, unknown>>};
  name: string;
}): ReactNode {
  if (!Object.hasOwn(facts.memberDefaults, name))
    throw new Error(`<MemberDefault name="${name}">: ${facts.id} has no input or prop "${name}"`);
  const value = facts.memberDefaults[name];
  return <code>{value === undefined ? 'not set' : JSON.stringify(value)}</code>;
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
