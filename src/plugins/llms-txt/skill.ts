/**
 * A package's `SKILL.md` for coding assistants (issue 46; Agent Skills layout), served at
 * `<base>/skills/<framework>/SKILL.md` and as `skill://<framework>` by the MCP server. Pure, and every
 * line from a field of the facts: a new member, note or release needs no edit here.
 */
import {categoriesOf, categoryLabel, formatDefault, getApi, rowAnchor} from '../../data/api';
import {frameworkIds, getFramework, type FrameworkId} from '../../data/frameworks';
import {limitationsOf} from '../../data/limitations';
import type {FullFacts} from '../../data/facts';

/** Where a framework's file is served, under the base URL. */
export function skillPath(framework: string): string {
  return `skills/${framework}/SKILL.md`;
}

export interface SkillInput {
  readonly facts: {readonly [F in FrameworkId]: FullFacts};
  /** The concepts named differently across the packages (the facts' `crossFramework.namingDifferences`). */
  readonly namingDifferences: readonly {
    readonly concept: string;
    readonly members: Partial<Record<FrameworkId, readonly string[]>>;
  }[];
  /** The smallest example of the framework: its file name and text. */
  readonly example: {readonly file: string; readonly language: string; readonly text: string};
  /** The site's address with its base path, no final `/` (`https://host/base`). */
  readonly siteUrl: string;
}

const fence = (language: string, text: string) => `\`\`\`${language}\n${text.trimEnd()}\n\`\`\``;

function memberLine(
  m: {name: string; type?: string; default?: unknown; since?: string; description: string},
  url: string,
): string {
  const parts = [`[\`${m.name}\`](${url})`];
  if (m.type) parts.push(`\`${m.type}\``);
  if (m.default !== undefined) parts.push(`default ${formatDefault(m.default as never, m.type).text}`);
  if (m.since) parts.push(`since ${m.since}`);
  return `- ${parts.join(', ')}: ${m.description.replace(/\s+/g, ' ').trim()}`;
}

export function skillMarkdown(framework: FrameworkId, input: SkillInput): string {
  const facts = input.facts[framework];
  const api = getApi(facts);
  const {label} = getFramework(framework);
  const version = api.latestVersion;
  const site = input.siteUrl;
  const page = (path: string) => `${site}${path}`;
  const rowUrl = (path: string, anchor: string) => `${page(path)}#${anchor}`;
  const kind = api.memberKind;

  const out: string[] = [
    '---',
    `name: ${facts.npmName}`,
    `description: Use when writing, reviewing or fixing ${label} code that uses ${facts.npmName} ` +
      `(${version}): its ${kind}s with types and defaults, how to install and import it, and what ` +
      'differs from the other two packages.',
    '---',
    '',
    `# ${facts.npmName} ${version} (${label})`,
    '',
    facts.summary,
    '',
    '## Install and import',
    '',
    fence('bash', facts.install),
    '',
    fence(framework === 'react' ? 'tsx' : 'ts', facts.importStatement),
    '',
    `Peer dependencies: ${Object.entries(facts.peerDependencies)
      .map(([name, range]) => `\`${name}\` ${range}`)
      .join(', ')}.`,
    '',
    `## A complete example (\`${input.example.file}\`)`,
    '',
    fence(input.example.language, input.example.text),
    '',
  ];

  out.push(`## ${kind === 'input' ? 'Inputs' : 'Props'}, by category`, '');
  for (const category of categoriesOf(api.members)) {
    out.push(`### ${categoryLabel(category)}`, '');
    for (const m of api.members.filter((member) => member.category === category))
      out.push(memberLine(m, rowUrl(api.pages.members, rowAnchor(kind, m.name))));
    out.push('');
  }
  if (api.outputs.length > 0) {
    out.push('## Outputs', '');
    for (const o of api.outputs)
      out.push(
        memberLine(
          {name: o.name, type: o.payload, description: o.description},
          rowUrl(api.pages.outputs ?? api.pages.members, rowAnchor('output', o.name)),
        ),
      );
    out.push('');
  }

  const others = frameworkIds.filter((id) => id !== framework);
  const renamed = input.namingDifferences.filter((d) =>
    others.some((other) => (d.members[other] ?? []).join() !== (d.members[framework] ?? []).join()),
  );
  if (renamed.length > 0) {
    out.push(
      '## Same idea, other names',
      '',
      `Code written for another package does not carry over name for name. In ${facts.npmName}:`,
      '',
    );
    const names = (list: readonly string[] = []) =>
      list.length > 0 ? list.map((n) => `\`${n}\``).join(' + ') : 'none';
    for (const d of renamed) {
      const there = others
        .map((other) => `${getFramework(other).label}: ${names(d.members[other])}`)
        .join('; ');
      out.push(`- ${d.concept}: ${names(d.members[framework])} (${there})`);
    }
    out.push('');
  }

  const limitations = limitationsOf(facts);
  if (limitations.length > 0) {
    out.push('## Know before you write code', '');
    for (const l of limitations) out.push(`- ${l.text}${l.heldIn ? ` (${l.heldIn})` : ''}`);
    out.push('');
  }

  out.push(
    '## Where to read more',
    '',
    `- API reference: ${page(api.pages.members)} (Markdown: ${page(api.pages.members)}.md)`,
    `- Every ${label} page in one file: ${site}/llms-${framework}.txt`,
    `- The three packages compared: ${site}/docs/compare`,
    '',
  );
  return out.join('\n');
}
