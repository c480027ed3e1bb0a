/** Loaded on the first "Copy page" click: the text of the page's Markdown twin. */
export default async function fetchMarkdown(href: string): Promise<string> {
  const response = await fetch(href);
  if (!response.ok) throw new Error(`${href}: HTTP ${response.status}`);
  return response.text();
}
