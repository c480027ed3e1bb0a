import {z} from 'zod';
import {ArgumentError, FRAMEWORK, FRAMEWORK_TEXT, type Tools} from './shared';

export function registerSearchDocs({tool, search, absolute}: Tools): void {
  tool({
    name: 'search_docs',
    title: 'Search the documentation',
    description:
      'With a framework, its results come first. Returns title, URL, section and excerpt (plain text); ' +
      'member results carry kind, type and default. A query whose words the docs do not hold gets no ' +
      'results and a message saying so. For every input, prop or output of a package at once, ' +
      'list_members answers directly.',
    inputSchema: {
      query: z.string().describe('What to look for, in words or a member name.'),
      framework: FRAMEWORK.optional().describe(`Rank this framework's docs first. ${FRAMEWORK_TEXT}`),
    },
    answer: async ({query, framework}) => {
      if (query.trim() === '') throw new ArgumentError('query: empty; give words to search for.');
      const results = await search(query, framework);
      // No result is said in words, not left to an empty list.
      if (results.length === 0)
        return {
          results: [],
          message:
            `No page or member of the documentation matches "${query.slice(0, 80)}"` +
            `${framework ? ' (in any framework)' : ''}. Try other words, or list_members for every member.`,
        };
      return results.map((r) => ({...r, url: absolute(r.url)}));
    },
  });
}
