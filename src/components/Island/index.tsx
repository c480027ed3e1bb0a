/**
 * `island(load)`: a component whose code and data stay out of the first load
 * of a page, without changing what the page shows first.
 *
 * - Server render: waits for the chunk (`load`), so the built HTML is
 *   complete, as if the component were imported directly.
 * - Hydration: the server HTML is kept as it is, as opaque HTML
 *   (`dangerouslySetInnerHTML` is never hydrated), so hydrating the page needs
 *   neither the component's code nor its data. The chunk is requested after
 *   hydration; then the live component replaces the server HTML with the same
 *   markup, now interactive (links navigate in the app, buttons work). A lazy
 *   component inside a dehydrated Suspense boundary would also keep the
 *   server HTML, but any context update reaching that boundary (colour mode,
 *   synced tabs) makes React throw it away and log minified error 421.
 * - Client-side navigation: `Fallback` (or nothing) shows until the chunk is
 *   in; once one island of a kind has loaded, the others render at once.
 * - A chunk that fails to load: a hydrated island keeps its server HTML (the
 *   content stays readable, only not interactive); after a client-side
 *   navigation the page reloads, so the server HTML shows, as core does when
 *   a route chunk fails.
 *
 * The wrapper element (`div`, or `span` for inline islands) carries no style,
 * so margins collapse through it and the layout is the same as without it.
 */
import React, {
  lazy,
  startTransition,
  Suspense,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';

export interface IslandOptions<P> {
  /** Shown on client-side navigation until the chunk is in (default: nothing). */
  Fallback?: ComponentType<P>;
  /** `span` for an island inside a paragraph; `div` otherwise. */
  inline?: boolean;
}

export type IslandComponent<P> = ComponentType<P> & {
  /** Loads the chunk, so that the next render shows the live component at once. */
  preload: () => Promise<ComponentType<P>>;
};

export default function island<P extends object>(
  load: () => Promise<{default: ComponentType<P>}>,
  {Fallback, inline = false}: IslandOptions<P> = {},
): IslandComponent<P> {
  const Lazy = lazy(load);
  /** The loaded component, shared by every island of this kind once the chunk is in. */
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = (): Promise<ComponentType<P>> => {
    loading ??= load().then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        loading = undefined; // The next island of this kind tries again.
        throw error;
      },
    );
    return loading;
  };
  const Wrapper = inline ? 'span' : 'div';
  const fallback = (props: P): ReactNode => (Fallback ? <Fallback {...props} /> : null);

  function Island(props: P): ReactNode {
    const isBrowser = useIsBrowser();
    // True for an island that the server rendered and this render hydrates.
    const [fromServer] = useState(() => !isBrowser);
    const [Live, setLive] = useState(() => loaded);

    useEffect(() => {
      if (Live) return;
      let mounted = true;
      preload().then(
        (component) => {
          // A transition: React renders the live component in short slices
          // and keeps the server HTML on screen meanwhile, instead of one
          // long task (Lighthouse's Total Blocking Time).
          if (mounted) startTransition(() => setLive(() => component));
        },
        () => {
          if (mounted && !fromServer) window.location.reload();
        },
      );
      return () => {
        mounted = false;
      };
    }, [Live, fromServer]);

    if (typeof window === 'undefined') {
      return (
        <Wrapper>
          <Suspense fallback={fallback(props)}>
            <Lazy {...props} />
          </Suspense>
        </Wrapper>
      );
    }
    if (Live) {
      return (
        <Wrapper key="live">
          <Live {...props} />
        </Wrapper>
      );
    }
    if (fromServer) {
      // Keeps the server-rendered HTML untouched until the chunk is in.
      return <Wrapper key="server" dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning />;
    }
    return <Wrapper key="fallback">{fallback(props)}</Wrapper>;
  }
  return Object.assign(Island, {preload});
}
