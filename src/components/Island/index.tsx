/**
 * `island(load)`: a component whose code and data stay out of the first load
 * of a page, without changing what the page shows first.
 *
 * - Server render: waits for the chunk (`load`), and for the reference facts
 *   of the page's frameworks when the island shows them (`referenceFacts`,
 *   src/data/references.ts), so the built HTML is complete, as if the
 *   component were imported directly.
 * - Hydration: the server HTML is kept as it is, as opaque HTML
 *   (`dangerouslySetInnerHTML` is never hydrated), so hydrating the page needs
 *   neither the component's code nor its data. The chunk (with the reference
 *   facts, if it shows them) is requested after hydration; then the live component replaces
 *   the server HTML with the same markup, now interactive (links navigate in
 *   the app, buttons work). A lazy
 *   component inside a dehydrated Suspense boundary would also keep the
 *   server HTML, but any context update reaching that boundary (colour mode,
 *   synced tabs) makes React throw it away and log minified error 421.
 * - Client-side navigation: `Fallback` (or nothing) shows until the chunk is
 *   in; once one island of a kind has loaded, the others render at once
 *   (after the reference facts of a framework the reader had not seen yet).
 * - Using it before the chunk is in: a click inside the server HTML (a
 *   button, a link) waits and is replayed on the same element of the live
 *   component, and focus moves to the same element; so a reader who taps
 *   "On this page" or a table link at once gets what it does when live.
 * - A chunk that fails to load: a hydrated island keeps its server HTML (the
 *   content stays readable; a click that waited gets the browser's own
 *   behaviour, e.g. a link navigates); after a client-side navigation the
 *   page reloads, so the server HTML shows, as core does when a route chunk
 *   fails.
 *
 * The wrapper element (`div`, or `span` for inline islands) carries no style,
 * so margins collapse through it and the layout is the same as without it.
 */
import React, {
  lazy,
  startTransition,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type MouseEvent,
  type ReactNode,
} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {loadReferences, referencesLoaded} from '@site/src/data/references';

export interface IslandOptions<P> {
  /** Shown on client-side navigation until the chunk is in (default: nothing). */
  Fallback?: ComponentType<P>;
  /** `span` for an island inside a paragraph; `div` otherwise. */
  inline?: boolean;
  /**
   * The component shows reference facts (API members, type keys, demos,
   * known discrepancies: src/data/references.ts), so they load with its chunk.
   */
  referenceFacts?: boolean;
}

export type IslandComponent<P> = ComponentType<P> & {
  /** Loads the chunk, so that the next render shows the live component at once. */
  preload: () => Promise<ComponentType<P>>;
};

/** Where `node` is inside `root`, as element indices (`.children`), or null when outside. */
function pathIn(root: Element, node: EventTarget | null): number[] | null {
  const path: number[] = [];
  let element = node instanceof Element ? node : null;
  while (element && element !== root) {
    const parent: Element | null = element.parentElement;
    if (!parent) return null;
    path.unshift(Array.prototype.indexOf.call(parent.children, element));
    element = parent;
  }
  return element === root ? path : null;
}

/** The element at `path` inside `root` (the live markup is the server markup). */
function elementAt(root: Element, path: readonly number[]): Element | null {
  let element: Element | null = root;
  for (const index of path) element = element?.children[index] ?? null;
  return element;
}

/** A click as the browser sends it: React handlers and default actions (links) both run. */
function clickOn(element: Element): void {
  element.dispatchEvent(new window.MouseEvent('click', {bubbles: true, cancelable: true, view: window}));
}

/**
 * Server render: suspends until the reference facts of the page's frameworks
 * are in. React's `lazy` loads each island kind once per process, and one
 * process renders the pages of every framework.
 */
function WithReferences({children}: {children: ReactNode}): ReactNode {
  if (!referencesLoaded()) throw loadReferences();
  return children;
}

export default function island<P extends object>(
  loadComponent: () => Promise<{default: ComponentType<P>}>,
  {Fallback, inline = false, referenceFacts = false}: IslandOptions<P> = {},
): IslandComponent<P> {
  const Lazy = lazy(loadComponent);
  /** The loaded component, shared by every island of this kind once the chunk is in. */
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const loadOnce = (): Promise<ComponentType<P>> => {
    loading ??= loadComponent().then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        loading = undefined; // The next island of this kind tries again.
        throw error;
      },
    );
    return loading;
  };
  // The reference part of the page's package facts comes with the component when it shows
  // them. A page of another framework may need other facts than the previous one.
  const preload = referenceFacts
    ? (): Promise<ComponentType<P>> =>
        Promise.all([loadOnce(), loadReferences()]).then(([component]) => component)
    : loadOnce;
  const loadedWithFacts = (): ComponentType<P> | undefined =>
    !referenceFacts || referencesLoaded() ? loaded : undefined;
  const Wrapper = inline ? 'span' : 'div';
  const fallback = (props: P): ReactNode => (Fallback ? <Fallback {...props} /> : null);

  function Island(props: P): ReactNode {
    const isBrowser = useIsBrowser();
    // True for an island that the server rendered and this render hydrates.
    const [fromServer] = useState(() => !isBrowser);
    const [Live, setLive] = useState(loadedWithFacts);
    const failed = useRef(false);
    const waitingClick = useRef<number[] | null>(null);
    const focused = useRef<number[] | null>(null);
    const serverNode = useRef<HTMLElement | null>(null);
    const liveNode = useRef<HTMLElement | null>(null);

    useEffect(() => {
      if (Live) return;
      let mounted = true;
      function onLoad(component: ComponentType<P>): void {
        // A transition: React renders the live component in short slices
        // and keeps the server HTML on screen meanwhile, instead of one
        // long task (Lighthouse's Total Blocking Time).
        if (mounted) startTransition(() => setLive(() => component));
      }
      function onError(): void {
        if (!mounted) return;
        if (!fromServer) {
          window.location.reload();
          return;
        }
        failed.current = true;
        const path = waitingClick.current;
        waitingClick.current = null;
        const target = path && serverNode.current && elementAt(serverNode.current, path);
        if (target) clickOn(target);
      }
      void preload().then(onLoad, onError);
      return () => {
        mounted = false;
      };
    }, [Live, fromServer]);

    // Once live: focus and the click that waited go to the same elements.
    useEffect(() => {
      const root = liveNode.current;
      if (!Live || !root) return;
      const focusPath = focused.current;
      const clickPath = waitingClick.current;
      focused.current = null;
      waitingClick.current = null;
      const focusTarget = focusPath && elementAt(root, focusPath);
      if (focusTarget instanceof HTMLElement || focusTarget instanceof SVGElement) focusTarget.focus();
      const clickTarget = clickPath && elementAt(root, clickPath);
      if (clickTarget) clickOn(clickTarget);
    }, [Live]);

    const liveRef = useCallback((node: HTMLElement | null) => {
      liveNode.current = node;
    }, []);

    // The server HTML is about to go: remember where focus was inside it.
    const serverRef = useCallback((node: HTMLElement | null) => {
      if (node) {
        serverNode.current = node;
        return;
      }
      const old = serverNode.current;
      if (old?.contains(document.activeElement)) focused.current = pathIn(old, document.activeElement);
    }, []);

    const waitForLive = (event: MouseEvent<HTMLElement>): void => {
      // A modified click (open in a new tab or window) keeps the browser's own behaviour.
      const modified = event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;
      if (failed.current || modified) return;
      const path = pathIn(event.currentTarget, event.target);
      if (!path) return;
      waitingClick.current = path;
      event.preventDefault();
      event.stopPropagation();
    };

    if (typeof window === 'undefined') {
      return (
        <Wrapper>
          <Suspense fallback={fallback(props)}>
            {referenceFacts ? (
              <WithReferences>
                <Lazy {...props} />
              </WithReferences>
            ) : (
              <Lazy {...props} />
            )}
          </Suspense>
        </Wrapper>
      );
    }
    if (Live) {
      return (
        <Wrapper key="live" ref={liveRef}>
          <Live {...props} />
        </Wrapper>
      );
    }
    if (fromServer) {
      // Keeps the server-rendered HTML untouched until the chunk is in.
      return (
        <Wrapper
          key="server"
          ref={serverRef}
          onClickCapture={waitForLive}
          dangerouslySetInnerHTML={{__html: ''}}
          suppressHydrationWarning
        />
      );
    }
    return <Wrapper key="fallback">{fallback(props)}</Wrapper>;
  }
  return Object.assign(Island, {preload});
}
