/**
 * The MCP server: the tools and resources, over the documentation model
 * (./model.ts), the site's search (./search.ts), the builder's generator and
 * the Markdown twins. Bad input is answered with a tool error that names the
 * argument and the values it accepts; nothing throws past the transport.
 */
import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import semver from 'semver';
import {z} from 'zod';
import {nearestOf} from '../../src/data/factsValidate';
import {builderScenarios, type ScenarioId} from '../../src/data/builderScenarios';
import {frameworkIds, type FrameworkId} from '../../src/data/frameworks';
import {
  builderFileName,
  defaultConfig,
  generateFile,
  normalise,
  serialiseConfig,
  kindsOf,
  unavailableSentence,
  type BuilderConfig,
  type OptionValue,
} from '../../src/lib/builder';
import {mcpTools} from '../../src/data/assistants';
import {filesUnder, readText} from './data';
import {
  frameworkLabel,
  MEMBER_KINDS,
  membersAtVersion,
  type DocsModel,
  type Member,
  type MemberKind,
} from './model';
import {searcher} from './search';
import {translateUsage, TranslateInputError} from './translate';
import {changesBetween} from './changes';
import {registerGuides} from './guides';
import {versionNeeds} from './versionNeeds';
import {join} from 'node:path';

/** A tool's one line on the site's "Use with AI assistants" page, which its description starts with. */
function does(name: string): string {
  const tool = mcpTools.find((t) => t.name === name);
  if (!tool) throw new Error(`src/data/assistants.ts lists no tool "${name}".`);
  return tool.does;
}

/** A tool argument the server cannot answer for; the message names it. */
export class ArgumentError extends Error {}

const FRAMEWORK = z.enum(frameworkIds as [FrameworkId, ...FrameworkId[]]);
const FRAMEWORK_TEXT = `One of ${frameworkIds.join(', ')}.`;

function suggestion(value: string, valid: readonly string[]): string {
  const near = nearestOf(value, valid);
  return near ? ` Did you mean "${near}"?` : '';
}

function checkVersion(model: DocsModel, framework: FrameworkId, argument: string, version: string): string {
  const releases = model.releases[framework].map((r) => r.version);
  if (!releases.includes(version)) {
    throw new ArgumentError(
      `${argument}: "${version}" is no release of ${model.reference[framework].npmName} ` +
        `(releases: ${releases.join(', ')}).`,
    );
  }
  return version;
}

const json = (value: unknown) => ({content: [{type: 'text' as const, text: JSON.stringify(value, null, 2)}]});

/** Runs a tool's body; an ArgumentError (or any other failure) becomes a tool error, not a crash. */
async function answer(
  body: () => unknown,
): Promise<{content: {type: 'text'; text: string}[]; isError?: boolean}> {
  try {
    return json(await body());
  } catch (error) {
    const message =
      error instanceof ArgumentError || error instanceof TranslateInputError
        ? error.message
        : `Internal error: ${(error as Error).message}`;
    return {content: [{type: 'text', text: message}], isError: true};
  }
}

export interface ServerOptions {
  readonly model: DocsModel;
  /** The data folder's `site/`: the Markdown twins and the Pagefind index. */
  readonly siteDir: string;
  /** The site's address with its base path and a final `/` (`https://host/base/`), for absolute links. */
  readonly siteUrl: string;
}

export function createServer({model, siteDir, siteUrl}: ServerOptions): McpServer {
  const server = new McpServer(
    {name: 'autocomplete-plugins-docs', version: '0.1.0'},
    {
      instructions:
        'Documentation of ng-autocomplete-plugin (Angular), react-autocomplete-plugin (React) and ' +
        'vue-autocomplete-plugin (Vue 3): the same autocomplete component in three frameworks. Answers come ' +
        'from the documentation site\u2019s facts. Use search_docs for questions, get_member for one ' +
        'input/prop/output/key, translate to move a usage between frameworks, generate_code for a complete ' +
        'file, changes_between for upgrades. The resources skill://angular, skill://react and skill://vue ' +
        'are one instructions file per package; the prompts add_autocomplete and upgrade start the common jobs.',
    },
  );
  // A path inside the site (`/docs/...`) under the site's address, base path included.
  const absolute = (path: string) => new URL(path.replace(/^\//, ''), siteUrl).href;
  const search = searcher(siteDir);

  const findMember = (framework: FrameworkId, name: string, kind?: MemberKind): Member => {
    const members = model.members[framework].filter((m) => kind === undefined || m.kind === kind);
    const member =
      members.find((m) => m.name === name) ??
      members.find((m) => m.name.toLowerCase() === name.toLowerCase());
    if (!member) {
      if (kind !== undefined && model.members[framework].some((m) => m.name === name))
        throw new ArgumentError(
          `kind: ${framework} has no ${kind} named "${name}"; it has ` +
            model.members[framework]
              .filter((m) => m.name === name)
              .map((m) => `a ${m.kind}`)
              .join(' and ') +
            '.',
        );
      const removed = model.facts.packages[framework].history.removedMembers.find(
        (r) => r.name.toLowerCase() === name.toLowerCase(),
      );
      if (removed)
        throw new ArgumentError(
          `name: "${removed.name}" was removed from ${model.reference[framework].npmName} in ${removed.removed}` +
            (removed.renamedTo ? ` (renamed to "${removed.renamedTo}")` : '') +
            `; ask with a version before ${removed.removed} to read it as those releases had it.`,
        );
      throw new ArgumentError(
        `name: "${name}" is no member of ${model.reference[framework].npmName}.` +
          suggestion(
            name,
            members.map((m) => m.name),
          ) +
          ' list_members gives every name.',
      );
    }
    return member;
  };
  /** The member with absolute links, and the other rows of the same name (Angular's ariaRole is an input and an ARIA key). */
  const present = (member: Member) => {
    const namesakes = model.members[member.framework].filter(
      (m) => m.name === member.name && m.kind !== member.kind,
    );
    return {
      ...member,
      url: absolute(member.url),
      counterparts: member.counterparts.map((c) => ({...c, url: absolute(c.url)})),
      ...(namesakes.length > 0
        ? {sameNameAlso: namesakes.map((m) => ({kind: m.kind, url: absolute(m.url)}))}
        : {}),
    };
  };

  server.registerTool(
    'search_docs',
    {
      title: 'Search the documentation',
      description:
        `${does('search_docs')} ` +
        'With a framework, its results come first. Returns title, URL, section and excerpt; member results ' +
        'carry kind, type and default. For every input, prop or output of a package at once, ' +
        'list_members answers directly.',
      inputSchema: {
        query: z.string().describe('What to look for, in words or a member name.'),
        framework: FRAMEWORK.optional().describe(`Rank this framework's docs first. ${FRAMEWORK_TEXT}`),
      },
    },
    ({query, framework}) =>
      answer(async () => {
        if (query.trim() === '') throw new ArgumentError('query: empty; give words to search for.');
        const results = await search(query, framework);
        return results.map((r) => ({...r, url: absolute(r.url)}));
      }),
  );

  server.registerTool(
    'get_member',
    {
      title: 'One API member',
      description:
        `${does('get_member')} ` +
        'Kinds: input, prop, output, class key, style key, aria key, keyboard key. With version, answers for ' +
        'that release (whether it existed, its default then).',
      inputSchema: {
        framework: FRAMEWORK.describe(FRAMEWORK_TEXT),
        name: z
          .string()
          .describe('The member name as the framework spells it, e.g. "disableProperty" or "ArrowDown".'),
        kind: z
          .enum(MEMBER_KINDS as [MemberKind, ...MemberKind[]])
          .optional()
          .describe('Which row, when a name has two (an input and an ARIA key of the same name).'),
        version: z.string().optional().describe('A published release of the package, e.g. "2.0.1".'),
      },
    },
    ({framework, name, kind, version}) =>
      answer(() => {
        if (version === undefined) return present(findMember(framework, name, kind));
        checkVersion(model, framework, 'version', version);
        const then = membersAtVersion(model, framework, version).filter(
          (m) => kind === undefined || m.kind === kind,
        );
        const had =
          then.find((m) => m.name === name) ?? then.find((m) => m.name.toLowerCase() === name.toLowerCase());
        if (had) return {...present(had), version, existed: true};
        const member = findMember(framework, name, kind);
        return {
          name: member.name,
          version,
          existed: false,
          since: member.since,
          answer: `${member.name} was added in ${member.since}; ${version} does not have it.`,
        };
      }),
  );

  server.registerTool(
    'list_members',
    {
      title: 'List API members',
      description:
        `${does('list_members')} ` +
        'Each with name, kind, category, type, default and since; category takes a kind (input, prop, output, ' +
        'class key, style key, aria key, keyboard key) or a category label as the API page shows it.',
      inputSchema: {
        framework: FRAMEWORK.describe(FRAMEWORK_TEXT),
        category: z
          .string()
          .optional()
          .describe('A kind (e.g. "output", "aria key") or a category label (e.g. "Lazy loading").'),
        version: z
          .string()
          .optional()
          .describe('A published release: only the members it had, with their defaults then.'),
      },
    },
    ({framework, category, version}) =>
      answer(() => {
        if (version !== undefined) checkVersion(model, framework, 'version', version);
        let members =
          version === undefined ? [...model.members[framework]] : membersAtVersion(model, framework, version);
        if (category !== undefined) {
          const categories = [...new Set(members.map((m) => m.category))];
          const kinds = MEMBER_KINDS.filter((kind) => members.some((m) => m.kind === kind));
          const wanted = category.toLowerCase();
          if ((kinds as string[]).includes(wanted)) members = members.filter((m) => m.kind === wanted);
          else if (categories.some((c) => c.toLowerCase() === wanted))
            members = members.filter((m) => m.category.toLowerCase() === wanted);
          else
            throw new ArgumentError(
              `category: "${category}" is neither a kind (${kinds.join(', ')}) nor a category ` +
                `(${categories.join(', ')}) of ${framework}.` +
                suggestion(category, [...kinds, ...categories]),
            );
        }
        return members.map((m) => ({
          name: m.name,
          kind: m.kind,
          category: m.category,
          ...(m.type ? {type: m.type} : {}),
          ...(m.default !== undefined ? {default: m.default} : {}),
          ...(m.since ? {since: m.since} : {}),
          ...(m.deprecated ? {deprecated: m.deprecated} : {}),
          ...(m.removedIn ? {removedIn: m.removedIn} : {}),
          ...(m.renamedTo ? {renamedTo: m.renamedTo} : {}),
        }));
      }),
  );

  const examplesOf = (framework: FrameworkId) => model.examples.filter((e) => e.framework === framework);

  server.registerTool(
    'list_examples',
    {
      title: 'List examples',
      description: `${does('list_examples')} ` + 'Each with id, title, file name and language.',
      inputSchema: {framework: FRAMEWORK.describe(FRAMEWORK_TEXT)},
    },
    ({framework}) =>
      answer(() =>
        examplesOf(framework).map((e) => ({id: e.id, title: e.title, file: e.file, language: e.language})),
      ),
  );

  server.registerTool(
    'get_example',
    {
      title: 'One example file',
      description: `${does('get_example')} ` + 'list_examples gives the ids.',
      inputSchema: {
        framework: FRAMEWORK.describe(FRAMEWORK_TEXT),
        id: z.string().describe('The example id, e.g. "object-data".'),
        version: z
          .string()
          .optional()
          .describe(
            'A published release: the answer says whether the example works in it, and what it lacks.',
          ),
      },
    },
    ({framework, id, version}) =>
      answer(() => {
        const examples = examplesOf(framework);
        const example = examples.find((e) => e.id === id);
        if (!example) {
          throw new ArgumentError(
            `id: "${id}" is no ${framework} example (examples: ${examples.map((e) => e.id).join(', ')}).` +
              suggestion(
                id,
                examples.map((e) => e.id),
              ),
          );
        }
        return {
          id: example.id,
          title: example.title,
          file: example.file,
          language: example.language,
          code: example.text,
          ...(version === undefined
            ? {}
            : {
                inVersion: versionNeeds(
                  model,
                  framework,
                  example.text,
                  checkVersion(model, framework, 'version', version),
                ),
              }),
        };
      }),
  );

  const kinds = kindsOf(frameworkIds.map((id) => model.catalogues[id]));
  const eventKeys = [...new Set(frameworkIds.flatMap((id) => model.catalogues[id].events.map((e) => e.key)))];
  const scenarioIds = builderScenarios.map((s) => s.id);

  server.registerTool(
    'generate_code',
    {
      title: 'Generate a component file',
      description:
        `${does('generate_code')} ` +
        'Also returns what the framework lacks of the request and the builder URL showing the same ' +
        'configuration. ' +
        `Scenarios: ${builderScenarios.map((s) => `${s.id} (${s.choices.map((c) => c.value).join(' | ')})`).join('; ')}. ` +
        'Options: any simple input/prop by its compare-page name ' +
        `(e.g. ${[...kinds.keys()].slice(0, 3).join(', ')}). ` +
        `Events: ${eventKeys.join(', ')}.`,
      inputSchema: {
        framework: FRAMEWORK.describe(FRAMEWORK_TEXT),
        options: z
          .object({
            scenarios: z.record(z.string(), z.string()).optional(),
            values: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
            events: z.array(z.string()).optional(),
          })
          .optional()
          .describe('Empty or absent: the builder\u2019s default file.'),
        version: z
          .string()
          .optional()
          .describe('A published release: the answer says whether the file works in it, and what it lacks.'),
      },
    },
    ({framework, options = {}, version}) =>
      answer(() => {
        const release =
          version === undefined ? undefined : checkVersion(model, framework, 'version', version);
        const scenarios = {...defaultConfig.scenarios} as Record<ScenarioId, string>;
        for (const [id, value] of Object.entries(options.scenarios ?? {})) {
          const scenario = builderScenarios.find((s) => s.id === id);
          if (!scenario)
            throw new ArgumentError(
              `options.scenarios: "${id}" is no scenario (${scenarioIds.join(', ')}).${suggestion(id, scenarioIds)}`,
            );
          const values = scenario.choices.map((c) => c.value);
          if (!values.includes(value))
            throw new ArgumentError(
              `options.scenarios.${id}: "${value}" is no choice (${values.join(', ')}).${suggestion(value, values)}`,
            );
          scenarios[scenario.id] = value;
        }
        const values: Record<string, OptionValue> = {};
        for (const [key, value] of Object.entries(options.values ?? {})) {
          const kind = kinds.get(key);
          if (!kind)
            throw new ArgumentError(
              `options.values: "${key}" is no builder option.${suggestion(key, [...kinds.keys()])} ` +
                `Options: ${[...kinds.keys()].join(', ')}.`,
            );
          if (typeof value !== kind)
            throw new ArgumentError(`options.values.${key}: ${JSON.stringify(value)} is not a ${kind}.`);
          values[key] = value;
        }
        const events = options.events ?? [...defaultConfig.events];
        for (const event of events) {
          if (!eventKeys.includes(event))
            throw new ArgumentError(
              `options.events: "${event}" is no event (${eventKeys.join(', ')}).${suggestion(event, eventKeys)}`,
            );
        }
        const config: BuilderConfig = normalise({scenarios, values, events});
        // A choice another choice rules out (disabling by property needs objects) is set back to its
        // default by the builder: the answer says so rather than writing a file without it.
        const notes = builderScenarios.flatMap((scenario) => {
          const asked = scenarios[scenario.id];
          if (config.scenarios[scenario.id] === asked) return [];
          const requires = scenario.choices.find((c) => c.value === asked)?.requires;
          const because = requires
            ? `it needs ${requires.scenario} "${requires.value}", and ${requires.scenario} is "${config.scenarios[requires.scenario]}"`
            : 'it is no choice of the builder';
          return [
            `${scenario.id}: "${asked}" not applied, ${because}; the file has ${scenario.id} ` +
              `"${config.scenarios[scenario.id]}".`,
          ];
        });
        const catalogue = model.catalogues[framework];
        const query = serialiseConfig(config, kinds);
        const code = generateFile(catalogue, config);
        return {
          fileName: builderFileName[framework],
          code,
          lacks: unavailableSentence(catalogue, config),
          notes,
          ...(release === undefined ? {} : {inVersion: versionNeeds(model, framework, code, release)}),
          builderUrl: absolute(`/docs/${framework}/examples/stackblitz${query ? `?${query}` : ''}`),
        };
      }),
  );

  server.registerTool(
    'translate',
    {
      title: 'Translate a usage between frameworks',
      description:
        `${does('translate')} ` +
        'The code holds the component tag with its attributes (JSX for React, a Vue template, an Angular ' +
        'template, or whole files); answers every tag in the target\u2019s syntax and a complete component ' +
        'file around them that compiles there: handlers moved into functions of the component, Angular ' +
        'output switches dropped or added, and what could not be carried over listed with why. ' +
        'Deterministic, from the facts.',
      inputSchema: {
        from_framework: FRAMEWORK.describe(`The framework of the code. ${FRAMEWORK_TEXT}`),
        to_framework: FRAMEWORK.describe(`The framework to write it for. ${FRAMEWORK_TEXT}`),
        code: z
          .string()
          .describe('A snippet containing the component tag, e.g. <Autocomplete dropdownData={items} />.'),
      },
    },
    ({from_framework, to_framework, code}) =>
      answer(() => {
        if (from_framework === to_framework)
          throw new ArgumentError('to_framework: the same as from_framework; pick another framework.');
        return translateUsage(model, from_framework, to_framework, code);
      }),
  );

  server.registerTool(
    'changes_between',
    {
      title: 'What changed between two releases',
      description: `${does('changes_between')} ` + 'An upgrade guide on demand, from the release facts.',
      inputSchema: {
        framework: FRAMEWORK.describe(FRAMEWORK_TEXT),
        from_version: z.string().describe('The release you are on, e.g. "2.0.0".'),
        to_version: z.string().describe('The release you move to, e.g. "2.1.2".'),
      },
    },
    ({framework, from_version, to_version}) =>
      answer(() => {
        const from = checkVersion(model, framework, 'from_version', from_version);
        const to = checkVersion(model, framework, 'to_version', to_version);
        if (!semver.lt(from, to))
          throw new ArgumentError(`to_version: "${to}" is not later than from_version "${from}".`);
        return changesBetween(model, framework, from, to, absolute);
      }),
  );

  // Each package's instructions file (skill://react) and the prompts for the common jobs.
  registerGuides(server, {model, siteDir, absolute});

  // Each page's Markdown twin, whole: docs://react/api/props, docs://compare.
  for (const file of filesUnder(join(siteDir, 'docs'), '.md')) {
    const path = file.replace(/\.md$/, '');
    const text = readText(join(siteDir, 'docs'), file);
    const title = /^#\s+(.+)$/m.exec(text)?.[1] ?? path;
    const framework = frameworkIds.find((id) => path.startsWith(`${id}/`));
    server.registerResource(
      `docs/${path}`,
      `docs://${path}`,
      {
        title: framework ? `${title} (${frameworkLabel(framework)})` : title,
        description: `The page ${absolute(`/docs/${path}`)} as Markdown.`,
        mimeType: 'text/markdown',
      },
      (uri) => ({contents: [{uri: uri.href, mimeType: 'text/markdown', text}]}),
    );
  }
  return server;
}
