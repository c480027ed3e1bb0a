/**
 * What the MCP server's tools say of themselves (issue 46): an assistant takes
 * the names in a tool's description and in its arguments' descriptions at
 * their word, so each of them must exist. Every identifier-looking word there
 * (camelCase, PascalCase with an inner capital, snake_case, anything in double
 * quotes, each single word of an "e.g." list) is held to the facts: the member
 * names of the three packages, the example ids, the tool and argument names
 * (and the values an argument's schema lists), the builder's scenarios and
 * events, the kinds and categories, the releases.
 */
import {test, expect} from '@playwright/test';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {join} from 'node:path';
import {builderScenarios} from '../../src/data/builderScenarios';
import {frameworkIds} from '../../src/data/frameworks';
import {catalogues, kinds} from '../support/builderConfigs';
import {readFacts} from '../support/facts';

const SERVER = join(__dirname, '..', '..', 'mcp', 'dist', 'mcp', 'src', 'index.js');

interface Named {
  name?: string;
  key?: string;
}
interface PackageFacts {
  inputs?: Named[];
  outputs?: Named[];
  props?: Named[];
  emits?: Named[];
  customClassKeys?: Named[];
  customStyleKeys?: Named[];
  ariaKeys?: Named[];
  keyboard?: Named[];
  releases: {version: string}[];
}

/** Every member name of the three packages, as the facts spell them. */
function memberNames(): string[] {
  const packages = readFacts<{packages: Record<string, PackageFacts>}>().packages;
  return Object.values(packages).flatMap((pkg) =>
    [
      pkg.inputs,
      pkg.outputs,
      pkg.props,
      pkg.emits,
      pkg.customClassKeys,
      pkg.customStyleKeys,
      pkg.ariaKeys,
      pkg.keyboard,
    ].flatMap((list) => (list ?? []).map((m) => m.name ?? m.key ?? '')),
  );
}

/** The words of a description an assistant would take for a name, and its "e.g." lists. */
function identifierWords(text: string): {words: string[]; lists: string[][]} {
  const words = new Set<string>();
  const lists: string[][] = [];
  for (const [, quoted] of text.matchAll(/"([^"]+)"/g)) words.add(quoted!);
  for (const [word] of text.matchAll(/\b[A-Za-z]+[a-z][A-Z]\w*\b|\b[a-z]+(?:_[a-z]+)+\b/g)) words.add(word);
  // "e.g. placeHolder, disabled, clearText": the list up to its closing parenthesis or full stop.
  for (const [, list] of text.matchAll(/e\.g\.\s+([^)]*?)(?:\)|\.(?:\s|$)|$)/g)) {
    const items = list!
      .split(/,|\bor\b/)
      .map((item) => item.trim().replace(/^"|"$/g, ''))
      .filter((item) => /^[\w -]+$/.test(item));
    for (const item of items) words.add(item);
    if (items.length > 1) lists.push(items);
  }
  return {words: [...words], lists};
}

test('every name in a tool description or an argument description exists', async () => {
  const client = new Client({name: 'site-tests', version: '1.0.0'});
  await client.connect(new StdioClientTransport({command: process.execPath, args: [SERVER], stderr: 'pipe'}));
  try {
    const {tools} = await client.listTools();
    /** Each known word and what it names (a member, an example id...). */
    const known = new Map<string, Set<string>>();
    const add = (word: string, what: string) => known.set(word, (known.get(word) ?? new Set()).add(what));
    for (const name of memberNames()) add(name, 'member');
    for (const id of frameworkIds) add(id, 'framework');
    const facts = readFacts<{packages: Record<string, PackageFacts>}>();
    for (const pkg of Object.values(facts.packages)) for (const r of pkg.releases) add(r.version, 'release');
    for (const scenario of builderScenarios) {
      add(scenario.id, 'scenario');
      for (const choice of scenario.choices) add(choice.value, 'scenario choice');
    }
    for (const id of frameworkIds) for (const event of catalogues[id].events) add(event.key, 'member');
    for (const option of kinds.keys()) add(option, 'member');
    for (const framework of frameworkIds) {
      const examples = (await client.callTool({name: 'list_examples', arguments: {framework}})) as {
        content: {text: string}[];
      };
      for (const e of JSON.parse(examples.content[0]!.text) as {id: string}[]) add(e.id, 'example');
      const members = (await client.callTool({name: 'list_members', arguments: {framework}})) as {
        content: {text: string}[];
      };
      for (const m of JSON.parse(members.content[0]!.text) as {category: string}[])
        add(m.category, 'category');
    }
    /** The argument names and the values their schemas list, nested objects included. */
    const schemaNames = (schema: Record<string, unknown>): void => {
      for (const value of (schema.enum as string[] | undefined) ?? []) add(value, 'argument value');
      const properties = (schema.properties ?? {}) as Record<string, Record<string, unknown>>;
      for (const [name, property] of Object.entries(properties)) {
        add(name, 'argument');
        schemaNames(property);
      }
    };
    for (const tool of tools) {
      add(tool.name, 'tool');
      schemaNames(tool.inputSchema as Record<string, unknown>);
    }
    let checked = 0;
    const unknown: string[] = [];
    for (const tool of tools) {
      const texts: [string, string][] = [[tool.name, tool.description ?? '']];
      const properties = (tool.inputSchema.properties ?? {}) as Record<string, {description?: string}>;
      for (const [name, property] of Object.entries(properties))
        texts.push([`${tool.name}.${name}`, property.description ?? '']);
      for (const [where, text] of texts) {
        const {words, lists} = identifierWords(text);
        for (const word of words) {
          checked++;
          if (!known.has(word)) unknown.push(`${where}: "${word}"`);
        }
        // The items of one "e.g." list are examples of one thing: "placeHolder, disabled" mixes an
        // option with a scenario, so "disabled" is no option.
        for (const list of lists.filter((l) => l.every((word) => known.has(word)))) {
          const shared = [...known.get(list[0]!)!].filter((what) =>
            list.every((word) => known.get(word)!.has(what)),
          );
          if (shared.length === 0)
            unknown.push(
              `${where}: "e.g. ${list.join(', ')}" names things of different kinds (` +
                list.map((word) => `${word}: ${[...known.get(word)!].join('/')}`).join('; ') +
                ')',
            );
        }
      }
    }
    expect(unknown, 'names in the descriptions that no package, example, tool or argument has').toEqual([]);
    // The descriptions do give names: a check that read none would pass on anything.
    expect(checked).toBeGreaterThan(10);
  } finally {
    await client.close();
  }
});
