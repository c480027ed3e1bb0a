/**
 * One search result, for the navbar box and the search page: "page › section" and an excerpt, or a member's
 * name, kind, category, type, default and description.
 */
import type {ReactNode} from 'react';
import type {SearchHit as Hit} from '@site/src/theme/SearchBar/engine';
import styles from './styles.lazy.module.css';

export default function SearchHit({hit}: {hit: Hit}): ReactNode {
  if (hit.member) {
    const {member} = hit;
    return (
      <>
        <span className={styles.title}>
          <code>{hit.title}</code>
          <span className={styles.kind}>
            {hit.framework ? `${hit.framework} · ` : ''}
            {member.kind}
            {member.category ? ` · ${member.category}` : ''}
          </span>
        </span>
        <span className={styles.facts}>
          {member.type ? (
            <span>
              Type <code>{member.type}</code>
            </span>
          ) : null}
          {member.default ? (
            <span>
              Default <code>{member.default}</code>
            </span>
          ) : null}
        </span>
        <span className={styles.excerpt}>{member.description}</span>
      </>
    );
  }
  return (
    <>
      <span className={styles.title}>
        {hit.framework ? <span className={styles.kind}>{hit.framework} · </span> : null}
        {hit.title}
        {hit.section ? <span className={styles.section}> › {hit.section}</span> : null}
      </span>
      {/* Pagefind escapes the page text and adds only <mark> around the matches. */}
      <span className={styles.excerpt} dangerouslySetInnerHTML={{__html: hit.excerpt}} />
    </>
  );
}
