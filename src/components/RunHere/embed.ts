/**
 * Starts a StackBlitz project in a frame of the page, loaded on the first click. An example is posted with a
 * hidden form targeting the frame (no inline script, so the strict CSP allows it); a maintainers' demo opens
 * its embed address. Ready means the SDK handshake answered (`sdk.connect`); when the frame has not loaded
 * after 15 s or the handshake fails (an error page never answers), the promise rejects and the caller falls
 * back.
 */
import sdk from '@stackblitz/sdk';
import type {ExamplePath} from '@site/src/data/examples';
import {exampleProject, sourceProject} from '../OpenInStackBlitz/open';
import type {FrameworkId} from '@site/src/data/frameworks';
import {demoProjectId, embedEditUrl, embedRunUrl, projectFormFields, type EmbedTheme} from './form';

/** How long the frame may take to load its first document. */
export const LOAD_TIMEOUT_MS = 15_000;

export type EmbedTarget =
  | {readonly kind: 'example'; readonly file: ExamplePath}
  | {readonly kind: 'demo'; readonly url: string}
  /** A file given as text (the builder's), in its framework's template. */
  | {
      readonly kind: 'generated';
      readonly framework: FrameworkId;
      readonly file: string;
      readonly title: string;
      readonly source: string;
    };

function aborted(): Error {
  return new Error('Run here was closed');
}

/** Resolves on the frame's next `load` event; rejects after LOAD_TIMEOUT_MS or on abort. */
function nextLoad(frame: HTMLIFrameElement, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = (): void => {
      window.clearTimeout(timer);
      frame.removeEventListener('load', onLoad);
      signal.removeEventListener('abort', onAbort);
    };
    const onLoad = (): void => {
      done();
      resolve();
    };
    const onAbort = (): void => {
      done();
      reject(aborted());
    };
    const timer = window.setTimeout(() => {
      done();
      reject(new Error('StackBlitz did not load in time'));
    }, LOAD_TIMEOUT_MS);
    frame.addEventListener('load', onLoad);
    signal.addEventListener('abort', onAbort);
  });
}

/** Posts a project into the frame with a hidden form, as the SDK's own form (./form.ts). */
async function postProject(
  frame: HTMLIFrameElement,
  built: Awaited<ReturnType<typeof exampleProject>>,
  theme: EmbedTheme,
): Promise<void> {
  const {project, openFile, startScript} = built;
  const form = document.createElement('form');
  form.method = 'post';
  form.action = embedRunUrl({theme, openFile, startScript});
  form.target = frame.name;
  form.hidden = true;
  for (const [name, value] of projectFormFields(project)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
  form.remove();
}

/** Starts `target` in `frame`; resolves once StackBlitz is ready in it. */
export async function startEmbed(
  frame: HTMLIFrameElement,
  target: EmbedTarget,
  theme: EmbedTheme,
  signal: AbortSignal,
): Promise<void> {
  const loaded = nextLoad(frame, signal);
  loaded.catch(() => undefined); // Awaited below; an early failure must not go unhandled.
  if (target.kind === 'example') await postProject(frame, await exampleProject(target.file), theme);
  else if (target.kind === 'generated')
    await postProject(frame, await sourceProject(target.framework, target), theme);
  else frame.src = embedEditUrl(demoProjectId(target.url), {theme});
  if (signal.aborted) throw aborted();
  await loaded;
  await sdk.connect(frame).catch((reason: unknown) => {
    throw new Error(`StackBlitz did not answer: ${String(reason)}`);
  });
  if (signal.aborted) throw aborted();
}
