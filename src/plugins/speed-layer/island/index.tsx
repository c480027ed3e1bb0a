/**
 * `island(load)`: a component whose code stays out of a page's first load, without changing what the
 * page shows first (../README.md says how each case goes). The server render waits for the chunk;
 * hydration keeps the server HTML as opaque HTML (`dangerouslySetInnerHTML` is never hydrated) and
 * the live component replaces it, same markup, inside the same wrapper, so only the island restyles.
 * (A lazy component in a dehydrated Suspense boundary would lose its server HTML on any context
 * update, colour mode or synced tabs, with React's error 421.) A click or focus that came first is
 * replayed on the live component. The wrapper carries no style: margins collapse through it.
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
import {followLinkInApp, isModified} from './serverClicks';

/** Gets each click inside the server HTML an island keeps (e.g. a copy-link button's). */
type ServerClicks = (event: MouseEvent<HTMLElement>) => void;

export interface IslandOptions<P> {
  /** Shown on client-side navigation until the chunk is in (default: nothing). */
  Fallback?: ComponentType<P>;
  /** `span` for an island inside a paragraph; `div` otherwise. */
  inline?: boolean;
  /**
   * For islands that only show and link (reference tables): a hydrated page keeps the server HTML
   * for good and never loads the chunk (re-rendering long tables was the API pages' longest task).
   * `clicks` gets each click inside it, then links navigate in the app (./serverClicks.ts).
   */
  keepServerHtml?: boolean | {clicks: ServerClicks};
}

export type IslandComponent<P> = ComponentType<P> & {
  /** Loads the chunk, so that the next render shows the live component at once. */
  preload: () => Promise<unknown>;
};

/** Loads an island's chunk when `component` is one; resolves at once for any other (../islands.ts, `with`). */
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

const subscribeToNothing = (): (() => void) => () => undefined;
const clientSnapshot = (): boolean => false;
/** React calls it only when rendering on the server and when hydrating server HTML. */
const serverSnapshot = (): boolean => true;

/** A click as the browser sends it: React handlers and default actions (links) both run. */
function clickOn(element: Element): void {
  element.dispatchEvent(new window.MouseEvent('click', {bubbles: true, cancelable: true, view: window}));
}

/**
 * Runs `before` just before React commits a change of `live`, while the server HTML (and the focus
 * in it) is still there: only a class component has that moment (`getSnapshotBeforeUpdate`).
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
    // False after a client-side navigation and on every page of the development server (no server HTML).
    const hydrating = useSyncExternalStore(subscribeToNothing, clientSnapshot, serverSnapshot);
    const [fromServer] = useState(() => hydrating);
    const history = useHistory();
    const [Live, setLive] = useState(() => loaded);
    // An island that keeps its server HTML never goes live on this page.
    const keepsServerHtml = fromServer && keepServerHtml !== false;
    const failed = useRef(false);
    const waitingClick = useRef<number[] | null>(null);
    const focused = useRef<number[] | null>(null);
    const node = useRef<HTMLElement | null>(null);

    useEffect(() => {
      if (Live !== undefined || keepsServerHtml) return;
      let mounted = true;
      function onLoad(component: ComponentType<P>): void {
        // In short slices, the server HTML on screen meanwhile, not one long task (Total Blocking Time).
        if (mounted) startTransition(() => setLive(() => component));
      }
      function onError(error: unknown): void {
        if (!mounted) return;
        // On the development server a reload would fail the same way again: report the error instead.
        if (!fromServer && process.env.NODE_ENV !== 'production') {
          window.reportError(error);
          return;
        }
        if (!fromServer) {
          window.location.reload();
          return;
        }
        // Hydrated: the server HTML stays, and a click that waited gets the browser's own behaviour.
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
      if (failed.current || isModified(event)) return;
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
