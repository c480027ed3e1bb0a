/** The MCP server: the tools (./tools/), resources and prompts (./guides.ts); `serverData` is loaded once. */
import {McpServer} from '@modelcontextprotocol/server';
import type {Pagefind} from '../../src/lib/search/ranking';
import {readText, type DataFiles} from './data';
import {registerGuides} from './guides';
import {loadModel} from './model';
import {searcher} from './search';
import {registerChangesBetween} from './tools/changes_between';
import {registerCheckUsage} from './tools/check_usage';
import {registerGenerateCode} from './tools/generate_code';
import {registerGetExample} from './tools/get_example';
import {registerGetMember} from './tools/get_member';
import {registerListExamples} from './tools/list_examples';
import {registerListMembers} from './tools/list_members';
import {registerSearchDocs} from './tools/search_docs';
import {toolsOf} from './tools/shared';
import {registerTranslate} from './tools/translate';

export type ServerData = ReturnType<typeof serverData>;

/** The model, the site's address and the search of `files`; `pagefind` gives Pagefind's script. */
export function serverData(files: DataFiles, pagefind: () => Promise<Pagefind>) {
  // With its base path and a final `/` (`https://host/base/`), for absolute links.
  const {siteUrl} = JSON.parse(readText(files, 'site.json')) as {siteUrl: string};
  return {model: loadModel(files), files, siteUrl, search: searcher(files, pagefind)};
}

export function createServer({model, files, siteUrl, search}: ServerData): McpServer {
  const server = new McpServer(
    {name: 'autocomplete-plugins-docs', version: '0.1.0'},
    {
      instructions:
        'Documentation of ng-autocomplete-plugin (Angular), react-autocomplete-plugin (React) and ' +
        'vue-autocomplete-plugin (Vue 3): the same autocomplete component in three frameworks. Answers come ' +
        'from the documentation site\u2019s facts. Use search_docs for questions, get_member for one ' +
        'input/prop/output/key, translate to move a usage between frameworks, generate_code for a complete ' +
        'file, changes_between for upgrades, check_usage to check code you wrote before handing it over. The resources skill://angular, skill://react and skill://vue ' +
        'are one instructions file per package; the prompts add_autocomplete and upgrade start the common jobs.',
    },
  );
  // A path inside the site (`/docs/...`) under the site's address, base path included.
  const absolute = (path: string) => new URL(path.replace(/^\//, ''), siteUrl).href;
  const tools = toolsOf(server, {model, files, absolute, search});
  registerSearchDocs(tools);
  registerGetMember(tools);
  registerListMembers(tools);
  registerListExamples(tools);
  registerGetExample(tools);
  registerGenerateCode(tools);
  registerTranslate(tools);
  registerChangesBetween(tools);
  registerCheckUsage(tools);
  registerGuides(server, tools);
  return server;
}
