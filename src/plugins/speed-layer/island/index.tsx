/**
 * `island(load)`: a component whose code (and the data it imports) stays out
 * of the first load of a page, without changing what the page shows first.
 * The layer makes the site's declared components islands (../islands.ts) and
 * wraps some of theme-classic's (../theme); with the layer off they are plain
 * components.
 *
 * - Server render: waits for the chunk (`load`), so the built HTML is
 *   complete, as if the component were imported directly.
 * - Hydration (a page of the production build): the server HTML is kept as
 *   it is, as opaque HTML
 *   (`dangerouslySetInnerHTML` is never hydrated), so hydrating the page needs
 *   none of the component's code. The chunk is requested after hydration;
 *   then the live component replaces the server HTML with the same markup,
 *   now interactive (links navigate in the app, buttons work), inside the
 *   same wrapper element, so the browser
 *   restyles the island alone and not the page around it. A lazy
 *   component inside a dehydrated Suspense boundary would also keep the
 *   server HTML, but any context update reaching that boundary (colour mode,
 *   synced tabs) makes React throw it away and log minified error 421.
 * - No server HTML (client-side navigation, and every page of `npm start`,
 *   whose pages the browser renders without hydrating: Docusaurus's
 *   development server sends no server HTML): `Fallback` (or nothing) shows
 *   until the chunk is in, then the live component; once one island of a
 *   kind has loaded, the others render at once too. An island knows it
 *   hydrates from React: `useSyncExternalStore` reads its server snapshot
 *   only when rendering on the server and when hydrating (React's
 *   documented contract for `getServerSnapshot`).
 * - Using it before the chunk is in: a click inside the server HTML (a
 *   button, a link) waits and is replayed on the same element of the live
 *   component, and focus moves to the same element; so a reader who taps
 *   "On this page" or a table link at once gets what it does when live.
 * - Islands that only show and link (`keepServerHtml`, e.g. the API tables)
 *   keep their server HTML for good on a page they hydrate: no chunk, no
 *   re-render; one delegated click handler first hands each click to the
 *   component's own handler for its buttons (`clicks`), then makes links to
 *   other pages navigate in the app (./serverClicks.ts).
 * - A chunk that fails to load: a hydrated island keeps its server HTML (the
 *   content stays readable; a click that waited gets the browser's own
 *   behaviour, e.g. a link navigates); after a client-side navigation the
 *   page reloads, so the server HTML shows, as core does when a route chunk
 *   fails; on `npm start`, which has no server HTML, the error is reported
 *   (console, error overlay) instead.
 *
 * The wrapper element (`div`, or `span` for inline islands) carries no style,
 * so margins collapse through it and the layout is the same as without it.
 */
import React, {
  Component,
  lazy,
  startTransition,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type MouseEvent,
  type ReactNode,
} from 'react';
import {useHistory} from '@docusaurus/router';
import {followLinkInApp} from './serverClicks';

/** Gets each click inside the server HTML an island keeps (e.g. a copy-link button's). */
export type ServerClicks = (event: MouseEvent<HTMLElement>) => void;

export interface IslandOptions<P> {
  /** Shown on client-side navigation until the chunk is in (default: nothing). */
  Fallback?: ComponentType<P>;
  /** `span` for an island inside a paragraph; `div` otherwise. */
  inline?: boolean;
  /**
   * For islands whose markup only shows and links (reference tables): on a page
   * that hydrates server HTML, the server HTML stays for good and the chunk is not
   * loaded, so hydration adds no work after it (re-rendering long tables was
   * the API pages' longest task). Clicks are delegated: `clicks` (if any) gets
   * each click inside the server HTML, for the component's buttons; then links
   * to other pages navigate in the app (./serverClicks.ts). The live component
   * renders where there is no server HTML (client-side navigation, `npm start`),
   * as for any island.
   */
  keepServerHtml?: boolean | {clicks: ServerClicks};
}

export type IslandComponent<P> = ComponentType<P> & {
  /** Loads the chunk, so that the next render shows the live component at once. */
  preload: () => Promise<unknown>;
};

/**
 * Loads an island's chunk when `component` is one (e.g. this layer's `@theme/CodeBlock`);
 * resolves at once for any other component. ../islands.ts uses it for a declaration's `with`.
 */
export function preloadOf(component: unknown): Promise<unknown> {
  const preload = (component as Partial<IslandComponent<object>> | null)?.preload;
  return typeof preload === 'function' ? preload() : Promise.resolve();
}

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

/** The store `useSyncExternalStore` reads: nothing changes, so nothing to subscribe to. */
const subscribeToNothing = (): (() => void) => () => undefined;
/** False: a render in the browser that creates its DOM (no server HTML under it). */
const clientSnapshot = (): boolean => false;
/** True: React calls it only when rendering on the server and when hydrating server HTML. */
const serverSnapshot = (): boolean => true;

/** A click as the browser sends it: React handlers and default actions (links) both run. */
function clickOn(element: Element): void {
  element.dispatchEvent(new window.MouseEvent('click', {bubbles: true, cancelable: true, view: window}));
}

/**
 * Runs `before` at the last moment before React changes the DOM for a commit in which `live`
 * changed: the server HTML is still there, so where focus is inside it can be read. Only a
 * class component has that moment (`getSnapshotBeforeUpdate`).
 */
class BeforeLive extends Component<{live: boolean; before: () => void; children: ReactNode}> {
  getSnapshotBeforeUpdate(previous: {live: boolean}): null {
    if (previous.live !== this.props.live) this.props.before();
    return null;
  }

  // React warns about a getSnapshotBeforeUpdate without a componentDidUpdate to receive it.
  componentDidUpdate(): void {}

  render(): ReactNode {
    return this.props.children;
  }
}

export default function island<P extends object>(
  loadComponent: () => Promise<{default: ComponentType<P>}>,
  {Fallback, inline = false, keepServerHtml = false}: IslandOptions<P> = {},
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
  const Wrapper = inline ? 'span' : 'div';
  const fallback = (props: P): ReactNode => (Fallback ? <Fallback {...props} /> : null);
  const clicks = typeof keepServerHtml === 'object' ? keepServerHtml.clicks : undefined;

  function Island(props: P): ReactNode {
    // True for an island whose server HTML this render hydrates; false where the browser
    // renders it from nothing: after a client-side navigation, and on every page of the
    // development server, which sends no server HTML (its client renders, it does not hydrate).
    const hydrating = useSyncExternalStore(subscribeToNothing, clientSnapshot, serverSnapshot);
    const [fromServer] = useState(() => hydrating);
    const history = useHistory();
    const [Live, setLive] = useState(() => loaded);
    // An island that keeps its server HTML never goes live on this page.
    const keepsServerHtml = fromServer && keepServerHtml !== false;
    const failed = useRef(false);
    const waitingClick = useRef<number[] | null>(null);
    const focused = useRef<number[] | null>(null);
    // The wrapper element: the same one holds the server HTML, then the live component.
    const node = useRef<HTMLElement | null>(null);

    useEffect(() => {
      if (Live !== undefined || keepsServerHtml) return;
      let mounted = true;
      function onLoad(component: ComponentType<P>): void {
        // A transition: React renders the live component in short slices
        // and keeps the server HTML on screen meanwhile, instead of one
        // long task (Lighthouse's Total Blocking Time).
        if (mounted) startTransition(() => setLive(() => component));
      }
      function onError(error: unknown): void {
        if (!mounted) return;
        // On the development server no page has server HTML, and a reload would fail the same
        // way (a module that throws, say) and reload again: the error is reported instead, to
        // the console and the server's error overlay.
        if (!fromServer && process.env.NODE_ENV !== 'production') {
          window.reportError(error);
          return;
        }
        if (!fromServer) {
          window.location.reload();
          return;
        }
        failed.current = true;
        const path = waitingClick.current;
        waitingClick.current = null;
        const target = path && node.current && elementAt(node.current, path);
        if (target) clickOn(target);
      }
      void loadOnce().then(onLoad, onError);
      return () => {
        mounted = false;
      };
    }, [Live, fromServer, keepsServerHtml]);

    // Once live: focus and the click that waited go to the same elements.
    useEffect(() => {
      const root = node.current;
      if (!Live || !root) return;
      const focusPath = focused.current;
      const clickPath = waitingClick.current;
      focused.current = null;
      waitingClick.current = null;
      const focusTarget = focusPath && elementAt(root, focusPath);
      if (focusTarget instanceof HTMLElement || focusTarget instanceof SVGElement) focusTarget.focus();
      const clickTarget = clickPath && elementAt(root, clickPath);
      if (clickTarget) clickOn(clickTarget);
      // Opened by a link to a row of it (`/docs/react/api/props#prop-is-api-load`), the page
      // scrolled before the row was there: scroll to it now (not when going back or forward).
      const hashTarget =
        !fromServer && history.action !== 'POP' && document.getElementById(location.hash.slice(1));
      if (hashTarget && root.contains(hashTarget)) hashTarget.scrollIntoView();
    }, [Live]);

    const nodeRef = useCallback((element: HTMLElement | null) => {
      node.current = element;
    }, []);

    // The server HTML is about to go: remember where focus was inside it.
    const beforeLive = useCallback(() => {
      const server = node.current;
      if (server?.contains(document.activeElement)) focused.current = pathIn(server, document.activeElement);
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
            <Lazy {...props} />
          </Suspense>
        </Wrapper>
      );
    }
    // One wrapper element throughout (no key): replacing it would make the browser restyle
    // everything around it (on an API page, the whole article) when the island goes live.
    const live = Live !== undefined;
    return (
      <BeforeLive live={live} before={beforeLive}>
        {live ? (
          <Wrapper ref={nodeRef}>
            <Live {...props} />
          </Wrapper>
        ) : fromServer ? (
          // Keeps the server-rendered HTML untouched until the chunk is in.
          <Wrapper
            ref={nodeRef}
            onClickCapture={keepsServerHtml ? undefined : waitForLive}
            onClick={
              keepsServerHtml
                ? (event) => {
                    clicks?.(event);
                    followLinkInApp(event, history);
                  }
                : undefined
            }
            dangerouslySetInnerHTML={{__html: ''}}
            suppressHydrationWarning
          />
        ) : (
          <Wrapper ref={nodeRef}>{fallback(props)}</Wrapper>
        )}
      </BeforeLive>
    );
  }
  return Object.assign(Island, {preload: loadOnce});
}
