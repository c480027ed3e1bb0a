/**
 * `<HeldIn framework="vue" topic="Repeated lazy loading" />`: the releases a
 * note of the facts holds for, in words, where a page restates the note in its
 * own words ("Since 1.0.2, the built-in search finds nothing..."): "Since
 * 1.0.2", "Up to 1.0.2 (fixed in 1.0.3)", "In every release". The words come
 * from the note's `since` and `fixedIn` (src/data/heldIn.ts, through
 * `@facts/held-in`), never from the latest version, so a release re-dates only
 * the notes it changed. `lowerCase` for the middle of a sentence.
 *
 * A topic the facts do not have stops the build (the server render throws),
 * naming it and the topics there are.
 */
import type {ReactNode} from 'react';
import heldIn from '@facts/held-in';
import type {FrameworkId} from '@site/src/data/facts';

export default function HeldIn({
  framework,
  topic,
  lowerCase = false,
}: {
  framework: FrameworkId;
  /** A `knownDiscrepancies` topic, or a behaviour note's `topic`. */
  topic: string;
  lowerCase?: boolean;
}): ReactNode {
  const words = heldIn[framework][topic];
  if (words === undefined) {
    throw new Error(
      `<HeldIn framework="${framework}" topic="${topic}" />: no note of ${framework} in src/data/library-facts.json ` +
        `has this topic (topics: ${Object.keys(heldIn[framework]).join(', ')})`,
    );
  }
  return lowerCase ? words : words.charAt(0).toUpperCase() + words.slice(1);
}
