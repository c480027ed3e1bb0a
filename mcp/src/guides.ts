/** Resources (each page's Markdown twin, each package's SKILL.md) and prompts (`add_autocomplete`, `upgrade`). */
import type {McpServer} from '@modelcontextprotocol/server';
import {z} from 'zod';
import {frameworkIds, getFramework, type FrameworkId} from '../../src/data/frameworks';
import {skillPath} from '../../src/plugins/llms-txt/skill';
import {changesBetween} from './changes';
import {filesUnder, readText} from './data';
import {LATEST, type Tools} from './tools/shared';

const skillUri = (framework: FrameworkId) => `skill://${framework}`;

function frameworkOf(value: string): FrameworkId {
  const id = frameworkIds.find((f) => f === value.trim().toLowerCase());
  if (!id) throw new Error(`framework: "${value.slice(0, 40)}" is not one of ${frameworkIds.join(', ')}.`);
  return id;
}

export function registerGuides(server: McpServer, {model, files, absolute}: Tools): void {
  const label = (framework: FrameworkId) => getFramework(framework).label;
  const skillText = (framework: FrameworkId) => readText(files, `site/${skillPath(framework)}`);
  for (const framework of frameworkIds) {
    // A file missing from the data is an error naming it when the server starts, not at the first read.
    skillText(framework);
    server.registerResource(
      `skill/${framework}`,
      skillUri(framework),
      {
        title: `Instructions for ${model.reference[framework].npmName} (${label(framework)})`,
        description:
          `What an assistant needs to write ${label(framework)} code with ` +
          `${model.reference[framework].npmName}: install, import, a complete example, every member with ` +
          `its type and default, other names in the other packages, known limitations. Served at ${absolute(`/${skillPath(framework)}`)}.`,
        mimeType: 'text/markdown',
      },
      (uri) => ({contents: [{uri: uri.href, mimeType: 'text/markdown', text: skillText(framework)}]}),
    );
  }

  /** A prompt's answer: the instructions file as the first message, then the request `text`. */
  const promptOf = (framework: FrameworkId, description: string, text: string) => ({
    description,
    messages: [
      {
        role: 'user' as const,
        content: {
          type: 'resource' as const,
          resource: {uri: skillUri(framework), mimeType: 'text/markdown', text: skillText(framework)},
        },
      },
      {role: 'user' as const, content: {type: 'text' as const, text}},
    ],
  });
  const frameworkArg = z.string().describe(`The framework: ${frameworkIds.join(', ')}.`);

  server.registerPrompt(
    'add_autocomplete',
    {
      title: 'Add an autocomplete to my component',
      description:
        'Adds the package of your framework to a component: the instructions file, then the steps ' +
        '(generate_code for a starting file, get_member to check each member you use).',
      argsSchema: z.object({
        framework: frameworkArg,
        need: z
          .string()
          .max(2000)
          .optional()
          .describe(
            'What the field should do, in your words (e.g. "pick a country, load more from my API").',
          ),
      }),
    },
    ({framework, need}) => {
      const id = frameworkOf(framework);
      const npmName = model.reference[id].npmName;
      return promptOf(
        id,
        `Add ${npmName} to a ${label(id)} component.`,
        `Add an autocomplete field to my ${label(id)} component with ${npmName} ` +
          `${model.api[id].latestVersion}, following the instructions above.` +
          (need?.trim() ? ` What it should do: ${need.trim()}` : '') +
          '\n\nSteps: install the package if package.json lacks it; call generate_code with the ' +
          'options that match what the field should do and start from its file; check every member ' +
          'you use with get_member (names differ between the three packages); keep my existing code.',
      );
    },
  );

  server.registerPrompt(
    'upgrade',
    {
      title: 'Upgrade from one release to another',
      description:
        'Moves code from the release you have to a later one (the latest by default): what changed in ' +
        'between, from the release facts, and the steps.',
      argsSchema: z.object({
        framework: frameworkArg,
        from_version: z.string().max(64).describe('The release you have, e.g. "2.0.0".'),
        to_version: z
          .string()
          .max(64)
          .optional()
          .describe(`The release to move to, or ${LATEST}; the latest when left out.`),
      }),
    },
    ({framework, from_version, to_version}) => {
      const id = frameworkOf(framework);
      // Releases of the package, or `latest` (the latest when to_version is left out); anything else is
      // an error naming the argument.
      const changes = changesBetween(model, id, from_version.trim(), to_version?.trim() || LATEST, absolute);
      const {from, to} = changes;
      return promptOf(
        id,
        `Upgrade ${changes.package} from ${from} to ${to}.`,
        `Upgrade my code from ${changes.package} ${from} to ${to}. What changed in between, from the ` +
          `documentation's release facts:\n\n${JSON.stringify(changes, null, 2)}\n\n` +
          'Steps: update the version in package.json; for each changed default I rely on, set the old ' +
          'value explicitly or accept the new one; replace deprecated members as their notes say; read ' +
          'each release note for behaviour that changes what users see; then build and run my tests.',
      );
    },
  );

  // Each page's Markdown twin, whole: docs://react/api/props, docs://compare.
  for (const file of filesUnder(files, 'site/docs', '.md')) {
    const path = file.replace(/\.md$/, '');
    const text = readText(files, `site/docs/${file}`);
    const title = /^#\s+(.+)$/m.exec(text)?.[1] ?? path;
    const framework = frameworkIds.find((id) => path.startsWith(`${id}/`));
    server.registerResource(
      `docs/${path}`,
      `docs://${path}`,
      {
        title: framework ? `${title} (${label(framework)})` : title,
        description: `The page ${absolute(`/docs/${path}`)} as Markdown.`,
        mimeType: 'text/markdown',
      },
      (uri) => ({contents: [{uri: uri.href, mimeType: 'text/markdown', text}]}),
    );
  }
}
