/**
 * "Where to find what": a link to every page of one framework by sidebar section, from
 * src/data/frameworks.ts.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {FrameworkId} from '@site/src/data/facts';
import {docId, getFramework, OTHERS_PAGE} from '@site/src/data/frameworks';
import {pageGuide} from '@site/src/data/pageGuide';
import styles from './styles.module.css';

function Item({to, page}: {to: string; page: string}): ReactNode {
  const guide = pageGuide[page];
  if (!guide) throw new Error(`No entry for page "${page}" in pageGuide (src/data/pageGuide.ts).`);
  const {label, finds} = guide;
  return (
    <li>
      <Link to={to}>{label}</Link>: {finds}.
    </li>
  );
}

export default function PageGuide({
  framework,
  current,
}: {
  framework: FrameworkId;
  current?: string;
}): ReactNode {
  const fw = getFramework(framework);
  // data-pagefind-weight: in the site search, a list that names every page ranks below the
  // sections that explain a topic (as FeatureList and DemoTable do).
  return (
    <ul className={styles.sections} data-page-guide={framework} data-pagefind-weight="0.2">
      {fw.sections.map((section) => {
        const pages = section.pages.filter((page) => `${section.id}/${page}` !== current);
        if (pages.length === 0) return null;
        return (
          <li key={section.id}>
            <strong>{section.label}</strong>
            <ul>
              {pages.map((page) => (
                <Item key={page} page={page} to={`/docs/${docId(framework, section.id, page)}`} />
              ))}
            </ul>
          </li>
        );
      })}
      {current !== OTHERS_PAGE && (
        <li>
          <strong>Help</strong>
          <ul>
            <Item page={OTHERS_PAGE} to={`/docs/${framework}/${OTHERS_PAGE}`} />
          </ul>
        </li>
      )}
    </ul>
  );
}
