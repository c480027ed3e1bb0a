/**
 * `island(load)`: a component whose code and data stay out of the first load
 * of a page, without changing what the page shows first.
 *
 * - Server render: waits for the chunk (`load`), and for the data the island
 *   shows besides its props when it has some (`data`, e.g. a framework's
 *   reference facts: ./referenceFacts.ts), so the built HTML is complete, as if
 *   the component were imported directly.
 * - Hydration: the server HTML is kept as it is, as opaque HTML
 *   (`dangerouslySetInnerHTML` is never hydrated), so hydrating the page needs
 *   neither the component's code nor its data. The chunk (with its data, if
 *   it has some) is requested after hydration; then the live component replaces
 *   the server HTML with the same markup, now interactive (links navigate in
 *   the app, buttons work), inside the same wrapper element, so the browser
 *   restyles the island alone and not the page around it. A lazy
 *   component inside a dehydrated Suspense boundary would also keep the
 *   server HTML, but any context update reaching that boundary (colour mode,
 *   synced tabs) makes React throw it away and log minified error 421.
 * - Client-side navigation: `Fallback` (or nothing) shows until the chunk is
 *   in; once one island of a kind has loaded, the others render at once
 *   (after their data, when it is new, e.g. the facts of another framework).
 * - Using it before the chunk is in: a click inside the server HTML (a
 *   button, a link) waits and is replayed on the same element of the live
 *   component, and focus moves to the same element; so a reader who taps
 *   "On this page" or a table link at once gets what it does when live.
 * - Islands that only show and link (`serverClicks`, e.g. the API tables)
 *   keep their server HTML for good on a server-rendered page: no chunk, no
 *   data, no re-render; their links and buttons work through one delegated
 *   click handler (./serverClicks.ts).
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
  Component,
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
import {useHistory} from '@docusaurus/router';

/** Data an island shows besides its props, loaded with its chunk (not in the page's first load). */
export interface IslandData<P, D> {
  /** Islands whose props give the same key show the same data (it is loaded once). */
  key: (props: P) => string;
  load: (props: P) => Promise<D>;
}

/** The props of the live component: the island's, plus `data` when the island has some. */
export type LiveProps<P, D> = [D] extends [undefined] ? P : P & {data: D};

export interface IslandOptions<P, D> {
  /** Shown on client-side navigation until the chunk is in (default: nothing). */
  Fallback?: ComponentType<P>;
  /** `span` for an island inside a paragraph; `div` otherwise. */
  inline?: boolean;
  /**
   * Data the component shows besides its props (e.g. `referenceFacts`: a
   * framework's API members, type keys, demos, known discrepancies), loaded
   * with its chunk and given to it as the `data` prop.
   */
  data?: IslandData<P, D>;
  /**
   * For islands whose markup only shows and links (reference tables): on a page
   * the server rendered, the server HTML stays for good and neither the chunk
   * nor the data is loaded, so hydration adds no work after it (re-rendering
   * long tables was the API pages' longest task). Clicks are delegated: the
   * function gets each click inside the server HTML and the app's `history`,
   * and gives links and buttons what they do in the live component (see
   * ./serverClicks.ts). The live component renders where there is no server
   * HTML (client-side navigation), as for any island.
   */
  serverClicks?: (event: MouseEvent<HTMLElement>, history: ReturnType<typeof useHistory>) => void;
}

export type IslandComponent<P> = ComponentType<P> & {
  /** Loads the chunk, so that the next render shows the live component at once. */
  preload: () => Promise<unknown>;
};

/**
 * Loads an island's chunk when `component` is one (e.g. `@theme/CodeBlock` with the speed
 * layer, src/plugins/speed-layer); resolves at once for any other component (`SPEED_LAYER=off`).
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

export default function island<P extends object, D = undefined>(
  loadLiveComponent: () => Promise<{default: ComponentType<LiveProps<P, D>>}>,
  {Fallback, inline = false, data, serverClicks}: IslandOptions<P, D> = {},
): IslandComponent<P> {
  // Inside, the live component always gets `data` (undefined for an island without data).
  const loadComponent = loadLiveComponent as () => Promise<{default: ComponentType<P & {data: D}>}>;
  const Lazy = lazy(loadComponent);
  /** The data of each key once it is in, shared by every island of this kind. */
  const dataByKey = new Map<string, D>();
  const dataLoading = new Map<string, Promise<D>>();
  const loadData = (props: P): Promise<D | undefined> => {
    if (!data) return Promise.resolve(undefined);
    const key = data.key(props);
    let pending = dataLoading.get(key);
    if (!pending) {
      pending = data.load(props).then(
        (value) => {
          dataByKey.set(key, value);
          return value;
        },
        (error: unknown) => {
          dataLoading.delete(key); // The next island with this key tries again.
          throw error;
        },
      );
      dataLoading.set(key, pending);
    }
    return pending;
  };
  /** Whether the data of these props is in (always, for an island without data). */
  const hasData = (props: P): boolean => !data || dataByKey.has(data.key(props));
  const dataOf = (props: P): D => (data ? dataByKey.get(data.key(props)) : undefined) as D;
  /**
   * Server render: suspends until the island's data is in. React's `lazy` loads
   * each island kind once per process, and one process renders the pages of
   * every framework.
   */
  function WithData({props}: {props: P}): ReactNode {
    if (!hasData(props)) throw loadData(props);
    return <Lazy {...props} data={dataOf(props)} />;
  }
  /** The loaded component, shared by every island of this kind once the chunk is in. */
  let loaded: ComponentType<P & {data: D}> | undefined;
  let loading: Promise<ComponentType<P & {data: D}>> | undefined;
  const loadOnce = (): Promise<ComponentType<P & {data: D}>> => {
    loading ??= loadComponent().then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        loading = undefined; // The next island of this kind tries again.
        throw error;
      },
    );
    return loading;
  };
  // The island's data comes with the component. A page of another framework may need other
  // data than the previous one.
  const loadWithData = (props: P): Promise<ComponentType<P & {data: D}>> =>
    Promise.all([loadOnce(), loadData(props)]).then(([component]) => component);
  const Wrapper = inline ? 'span' : 'div';
  const fallback = (props: P): ReactNode => (Fallback ? <Fallback {...props} /> : null);

  function Island(props: P): ReactNode {
    const isBrowser = useIsBrowser();
    // True for an island that the server rendered and this render hydrates.
    const [fromServer] = useState(() => !isBrowser);
    const history = useHistory();
    const [Live, setLive] = useState(() => (hasData(props) ? loaded : undefined));
    // An island that keeps its server HTML never goes live on this page.
    const keepsServerHtml = fromServer && serverClicks !== undefined;
    const failed = useRef(false);
    const waitingClick = useRef<number[] | null>(null);
    const focused = useRef<number[] | null>(null);
    // The wrapper element: the same one holds the server HTML, then the live component.
    const node = useRef<HTMLElement | null>(null);

    // Live once both the component and its data (for these props) are in.
    const dataKey = data?.key(props);
    const ready = Live !== undefined && hasData(props);

    useEffect(() => {
      if (ready || keepsServerHtml) return;
      let mounted = true;
      function onLoad(component: ComponentType<P & {data: D}>): void {
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
        const target = path && node.current && elementAt(node.current, path);
        if (target) clickOn(target);
      }
      void loadWithData(props).then(onLoad, onError);
      return () => {
        mounted = false;
      };
      // `dataKey` stands for the props the data depends on.
    }, [ready, fromServer, dataKey, keepsServerHtml]);

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
            <WithData props={props} />
          </Suspense>
        </Wrapper>
      );
    }
    // One wrapper element throughout (no key): replacing it would make the browser restyle
    // everything around it (on an API page, the whole article) when the island goes live.
    const live = Live !== undefined && ready;
    return (
      <BeforeLive live={live} before={beforeLive}>
        {live ? (
          <Wrapper ref={nodeRef}>
            <Live {...props} data={dataOf(props)} />
          </Wrapper>
        ) : fromServer ? (
          // Keeps the server-rendered HTML untouched until the chunk is in.
          <Wrapper
            ref={nodeRef}
            onClickCapture={keepsServerHtml ? undefined : waitForLive}
            onClick={keepsServerHtml ? (event) => serverClicks(event, history) : undefined}
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
