/**
 * The preview frame for a page with no facts at hand: loads `@facts/<framework>` (name, version; `configOf`
 * may read member names), then renders ./Frame.tsx.
 */
import {useEffect, useState, type ReactNode} from 'react';
import type {FrameworkId} from '../../data/facts';
import type {BasicFacts} from './basicConfig';
import Frame, {type FramePreviewProps} from './Frame';
import type {PreviewConfig} from './messages';

type PreviewFacts = BasicFacts & {readonly npmName: string; readonly latestVersion: string};

const loadPreviewFacts: Readonly<Record<FrameworkId, () => Promise<{default: PreviewFacts}>>> = {
  angular: () => import('@facts/angular'),
  react: () => import('@facts/react'),
  vue: () => import('@facts/vue'),
};

export interface FrameWithFactsProps extends Omit<
  FramePreviewProps,
  'npmName' | 'version' | 'config' | 'framework'
> {
  readonly framework: FrameworkId;
  readonly configOf: (facts: PreviewFacts) => PreviewConfig;
}

export default function FrameWithFacts({framework, configOf, ...rest}: FrameWithFactsProps): ReactNode {
  const [loaded, setLoaded] = useState<{facts: PreviewFacts; config: PreviewConfig} | null>(null);
  useEffect(() => {
    let live = true;
    void loadPreviewFacts[framework]().then(({default: facts}) => {
      if (live) setLoaded({facts, config: configOf(facts)});
    });
    return () => {
      live = false;
    };
    // The configuration is read once, when the preview starts.
  }, [framework]);
  if (!loaded) return <p role="status">Loading the live preview…</p>;
  return (
    <Frame
      {...rest}
      framework={framework}
      config={loaded.config}
      npmName={loaded.facts.npmName}
      version={loaded.facts.latestVersion}
    />
  );
}
