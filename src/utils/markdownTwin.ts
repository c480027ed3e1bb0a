/**
 * Where a page's Markdown twin is served (src/plugins/llms-txt writes it, the
 * "Copy page" button reads it): the page's path plus `.md`
 * (`/docs/react/api/props` → `/docs/react/api/props.md`, `/docs/x/` → `/docs/x.md`).
 */
export function twinPathOf(pathname: string): string {
  const clean = pathname.replace(/\/$/, '');
  return `${clean === '' ? '/index' : clean}.md`;
}
