import {z} from 'zod';
import {searcher} from '../search';
import {ArgumentError, FRAMEWORK, FRAMEWORK_TEXT, type Tools} from './shared';

export function registerSearchDocs({tool, siteDir, absolute}: Tools): void {
  const search = searcher(siteDir);
  tool({
    name: 'search_docs',
    title: 'Search the documentation',
    description:
      'With a framework, its results come first. Returns title, URL, section and excerpt; member results ' +
      'carry kind, type and default. For every input, prop or output of a package at once, ' +
      'list_members answers directly.',
    inputSchema: {
      query: z.string().describe('What to look for, in words or a member name.'),
      framework: FRAMEWORK.optional().describe(`Rank this framework's docs first. ${FRAMEWORK_TEXT}`),
    },
    answer: async ({query, framework}) => {
      if (query.trim() === '') throw new ArgumentError('query: empty; give words to search for.');
      return (await search(query, framework)).map((r) => ({...r, url: absolute(r.url)}));
    },
  });
}
