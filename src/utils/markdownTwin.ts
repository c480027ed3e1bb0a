/**
 * Where a page's Markdown twin is served (src/plugins/llms-txt writes it, the
 * "Copy page" button reads it): the page's path plus `.md`
 * (`/docs/react/api/props` → `/docs/react/api/props.md`). The `.html`,
 * `/index.html` and trailing-slash forms of a path, which the site also renders,
 * give the same twin.
 */
export function twinPathOf(pathname: string): string {
  const clean = pathname.replace(/(?:\/index\.html|\.html|\/)$/, '');
  return `${clean === '' ? '/index' : clean}.md`;
}
