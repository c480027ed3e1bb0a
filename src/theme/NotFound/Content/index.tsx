/**
 * Replaces theme-classic's NotFound/Content (written for this site): keeps "Page Not Found" and links home
 * and to each framework's docs, the one chosen with the switcher first.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import {frameworks, introDocId} from '@site/src/data/frameworks';
import {preferredFirst} from '@site/src/data/frameworkSwitch/choice';
import usePreferredFramework from '@site/src/components/FrameworkSwitcher/usePreferredFramework';

export default function NotFoundContent({className}: Props): ReactNode {
  const preferred = usePreferredFramework();
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1" className="hero__title">
            <Translate id="theme.NotFound.title" description="The title of the 404 page">
              Page Not Found
            </Translate>
          </Heading>
          <p>
            There is no page at this address. It may have moved when the docs were reorganised by framework,
            or the link has a typo.
          </p>
          <Heading as="h2">Where to go from here</Heading>
          <ul>
            <li>
              <Link to="/">Home page</Link>
            </li>
            {preferredFirst(frameworks, preferred).map((framework) => (
              <li key={framework.id}>
                <Link to={`/docs/${introDocId(framework.id)}`}>{framework.label} docs</Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </main>
  );
}
