/** `@facts/<framework>` of the previewed frameworks, loaded on demand (the previews' own chunks). */
import type {FrameworkId} from '../../data/facts';
import type {BasicFacts} from './basicConfig';

export type PreviewedFramework = FrameworkId;
export type PreviewFacts = BasicFacts & {readonly npmName: string; readonly latestVersion: string};

export const loadPreviewFacts: Readonly<Record<PreviewedFramework, () => Promise<{default: PreviewFacts}>>> =
  {
    angular: () => import('@facts/angular'),
    react: () => import('@facts/react'),
    vue: () => import('@facts/vue'),
  };
