/**
 * Props for a button that opens a live preview: the preview's code (a chunk of
 * this site, never the CDN) starts loading when the reader shows the intent to
 * press it (the pointer over it, focus on it, a touch), so the click waits less.
 * `load` is the same `import()` the component's `React.lazy` calls: the bundler
 * requests a chunk once, and the later render gets it from that request.
 */
export function loadOnIntent(load: () => Promise<unknown>): {
  onPointerEnter: () => void;
  onFocus: () => void;
  onPointerDown: () => void;
} {
  const start = (): void => {
    // A failure is left to the render, which asks again and shows its own message.
    load().catch(() => undefined);
  };
  return {onPointerEnter: start, onFocus: start, onPointerDown: start};
}
