/**
 * The home page's preview once started (./HomePreview.tsx): the component of
 * the reader's remembered framework, with the builder's fruit list. Angular
 * has no live preview yet, so a reader who chose it gets React's, and is told.
 */
import {useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {readStoredFramework} from '../../data/frameworkChoice';
import {getFramework} from '../../data/frameworks';
import {basicPreviewConfig} from './basicConfig';
import FrameWithFacts from './FrameWithFacts';

export default function HomeLive(): ReactNode {
  const [chosen] = useState(() => readStoredFramework() ?? 'react');
  const framework = chosen === 'vue' ? 'vue' : 'react';
  const label = getFramework(framework).label;
  return (
    <div>
      {chosen === 'angular' && <p>Angular has no live preview yet; here is the {label} component.</p>}
      <FrameWithFacts
        framework={framework}
        configOf={(facts) => basicPreviewConfig(facts, 'Type a fruit')}
        title={`${label} autocomplete`}
        fallback={
          <Link to={`/docs/${framework}/examples/stackblitz`}>
            Run the examples here or open them in StackBlitz
          </Link>
        }
      />
    </div>
  );
}
