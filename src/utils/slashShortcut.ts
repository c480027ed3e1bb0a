/**
 * Whether a key press is the `/` shortcut (the search bar's, or on an API page the table filter's):
 * `/` without Ctrl, ⌘ or Alt, pressed outside an input, a text area, a select or editable text,
 * where `/` is text.
 */
export function isSlashShortcut(event: KeyboardEvent): boolean {
  if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return false;
  const {target} = event;
  return !(
    target instanceof HTMLElement &&
    (target.isContentEditable || target.closest('input, textarea, select') !== null)
  );
}
