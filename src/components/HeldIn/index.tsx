/**
 * `<HeldIn framework="vue" topic="…" />`: the releases a facts note holds for ("Since 1.0.2", "Up to 1.0.2
 * (fixed in 1.0.3)"), never from the latest version, so a release re-dates only the notes it changed. An
 * unknown topic fails the build.
 */
import type {ReactNode} from 'react';
import heldIn from '@facts/held-in';
import type {FrameworkId} from '@site/src/data/facts';

export default function HeldIn({
  framework,
  topic,
}: {
  framework: FrameworkId;
  /** A `knownDiscrepancies` topic, or a behaviour note's `topic`. */
  topic: string;
}): ReactNode {
  const words = heldIn[framework][topic];
  if (words === undefined) {
    throw new Error(
      `<HeldIn framework="${framework}" topic="${topic}" />: no note of ${framework} in src/data/library-facts.json ` +
        `has this topic (topics: ${Object.keys(heldIn[framework]).join(', ')})`,
    );
  }
  return words.charAt(0).toUpperCase() + words.slice(1);
}
