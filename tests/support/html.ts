/** Reading attributes from the minified built HTML without a DOM. */

/**
 * Attributes of every <tag> in minified HTML (values may be unquoted), in page
 * order, with `index` (start of the tag) and `end` (just after it).
 */
export function tagsOf(
  html: string,
  tagName: string,
): {attrs: Record<string, string>; index: number; end: number}[] {
  const tagRe = new RegExp(`<${tagName}\\b((?:[^>"']|"[^"]*"|'[^']*')*)>`, 'gi');
  const attrRe = /([^\s=>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  const decode = (value: string) =>
    value
      .replace(/&quot;|&#34;|&#x22;/g, '"')
      .replace(/&#39;|&#x27;|&apos;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  return [...html.matchAll(tagRe)].map((match) => {
    const attrs: Record<string, string> = {};
    for (const a of match[1]!.matchAll(attrRe)) attrs[a[1]!] = decode(a[2] ?? a[3] ?? a[4] ?? '');
    return {attrs, index: match.index!, end: match.index! + match[0].length};
  });
}
