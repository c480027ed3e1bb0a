/**
 * The home page's preview once started (./HomePreview.tsx): the component of
 * the reader's remembered framework (React when there is none), with the
 * builder's fruit list.
 */
import {useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {readStoredFramework} from '../../data/frameworkSwitch/choice';
import {getFramework} from '../../data/frameworks';
import {basicPreviewConfig} from './basicConfig';
import FrameWithFacts from './FrameWithFacts';

export default function HomeLive(): ReactNode {
  const [framework] = useState(() => readStoredFramework() ?? 'react');
  const label = getFramework(framework).label;
  return (
    <div>
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
