/**
 * Where a page's Markdown twin is served (src/plugins/llms-txt): its path plus `.md`; the `.html`,
 * `/index.html` and trailing-slash forms give the same twin.
 */
export function twinPathOf(pathname: string): string {
  const clean = pathname.replace(/(?:\/index\.html|\.html|\/)$/, '');
  return `${clean === '' ? '/index' : clean}.md`;
}
