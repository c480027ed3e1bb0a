/**
 * "Open in ChatGPT" and "Open in Claude": each assistant's documented `q` prompt address, pointing at the
 * page's Markdown twin so the assistant reads the page itself.
 */
const ASSISTANTS = [
  {name: 'ChatGPT', newChat: 'https://chatgpt.com/'},
  {name: 'Claude', newChat: 'https://claude.ai/new'},
];

export function assistantLinks(twinUrl: string): {name: string; url: string}[] {
  const q = `Read ${twinUrl} and answer my questions about it, using that page as the source.`;
  return ASSISTANTS.map(({name, newChat}) => ({
    name,
    url: `${newChat}?${new URLSearchParams({q}).toString()}`,
  }));
}
