/**
 * Replaces theme-classic's TagsListByLetter (3.10.2), written for this site: tags grouped under
 * their first letter, letters and tags in alphabetical order, as upstream shows them.
 *
 * Why: upstream sorts with `localeCompare`, whose first use loads ICU's collation data on the
 * main thread (20-50 ms on /blog/tags; see src/utils/format.ts). `compareText` gives the same
 * order for the site's tag names.
 */
import type {ReactNode} from 'react';
import Tag from '@theme/Tag';
import Heading from '@theme/Heading';
import type {Props} from '@theme/TagsListByLetter';
import {compareText} from '@site/src/utils/format';
import styles from './styles.module.css';

type TagItem = Props['tags'][number];

function byLetter(tags: Props['tags']): {letter: string; tags: TagItem[]}[] {
  const groups = new Map<string, TagItem[]>();
  for (const tag of tags) {
    const letter = tag.label[0]!.toUpperCase();
    groups.set(letter, [...(groups.get(letter) ?? []), tag]);
  }
  return [...groups]
    .sort(([a], [b]) => compareText(a, b))
    .map(([letter, list]) => ({letter, tags: list.sort((a, b) => compareText(a.label, b.label))}));
}

export default function TagsListByLetter({tags}: Props): ReactNode {
  return (
    <section className="margin-vert--lg">
      {byLetter(tags).map(({letter, tags: letterTags}) => (
        <article key={letter}>
          <Heading as="h2" id={letter}>
            {letter}
          </Heading>
          <ul className="padding--none">
            {letterTags.map((tag) => (
              <li key={tag.permalink} className={styles.tag}>
                <Tag {...tag} />
              </li>
            ))}
          </ul>
          <hr />
        </article>
      ))}
    </section>
  );
}
