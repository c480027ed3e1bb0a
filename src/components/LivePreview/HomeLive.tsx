/**
 * The home page's started preview: the remembered framework's component (else React) with the builder's fruit
 * list; when the CDN cannot be reached, a still picture of the component (src/data/previewPictures.ts).
 */
import {useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {readStoredFramework} from '../../data/frameworkSwitch/choice';
import {getFramework} from '../../data/frameworks';
import {picturePath, previewPictures} from '../../data/previewPictures';
import type {FrameworkId} from '../../data/facts';
import {basicPreviewConfig} from './basicConfig';
import FrameWithFacts from './FrameWithFacts';
import styles from './styles.module.css';

const examplesLink = (framework: FrameworkId) => (
  <Link to={`/docs/${framework}/examples/stackblitz`}>Run the examples here or open them in StackBlitz</Link>
);

/** The recorded picture of `framework`'s component, or null when none was recorded. */
function StillPicture({framework, label}: {framework: FrameworkId; label: string}): ReactNode {
  const picture = previewPictures[framework];
  const src = useBaseUrl(picturePath(framework));
  if (!picture) return null;
  return (
    <figure className="margin--none">
      <img
        className={styles.still}
        src={src}
        width={picture.width}
        height={picture.height}
        alt={`The ${label} autocomplete with "an" typed, its list offering the fruits that contain it`}
      />
      <figcaption>
        <small>
          A picture of {picture.npmName} {picture.version}, recorded from the published package: the live
          preview could not load it from the public CDN. {examplesLink(framework)}.
        </small>
      </figcaption>
    </figure>
  );
}

export default function HomeLive(): ReactNode {
  const [framework] = useState(() => readStoredFramework() ?? 'react');
  const label = getFramework(framework).label;
  return (
    <div>
      <FrameWithFacts
        framework={framework}
        configOf={(facts) => basicPreviewConfig(facts, 'Type a fruit')}
        title={`${label} autocomplete`}
        fallback={examplesLink(framework)}
        failure={previewPictures[framework] && <StillPicture framework={framework} label={label} />}
      />
    </div>
  );
}
