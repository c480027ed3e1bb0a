/**
 * Props that start loading a preview's chunk when the reader shows intent (hover, focus, touch). `load` is
 * the same `import()` the `React.lazy` calls, so the bundler requests the chunk once.
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
