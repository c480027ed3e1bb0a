/**
 * "Open in ChatGPT" and "Open in Claude": each assistant's documented `q` prompt address, pointing at the
 * page's Markdown twin so the assistant reads the page itself.
 */
export interface AssistantLink {
  readonly name: string;
  readonly url: string;
}

const ASSISTANTS: readonly {readonly name: string; readonly newChat: string}[] = [
  {name: 'ChatGPT', newChat: 'https://chatgpt.com/'},
  {name: 'Claude', newChat: 'https://claude.ai/new'},
];

/** The prompt: read the twin, then answer from it. */
export function assistantPrompt(twinUrl: string): string {
  return `Read ${twinUrl} and answer my questions about it, using that page as the source.`;
}

export function assistantLinks(twinUrl: string): AssistantLink[] {
  return ASSISTANTS.map(({name, newChat}) => ({
    name,
    url: `${newChat}?${new URLSearchParams({q: assistantPrompt(twinUrl)}).toString()}`,
  }));
}
