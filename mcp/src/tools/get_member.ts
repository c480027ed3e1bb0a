import {z} from 'zod';
import type {FrameworkId} from '../../../src/data/frameworks';
import {MEMBER_KINDS, membersAtVersion, type Member, type MemberKind} from '../model';
import {ArgumentError, checkVersion, FRAMEWORK_ARG, suggestion, versionArg, type Tools} from './shared';

/** The member spelt `name` exactly, or else in another case. */
const named = (members: readonly Member[], name: string) =>
  members.find((m) => m.name === name) ?? members.find((m) => m.name.toLowerCase() === name.toLowerCase());

const ofKind = (members: readonly Member[], kind?: MemberKind) =>
  members.filter((m) => kind === undefined || m.kind === kind);

/** The latest release's member; a removed or misspelt name is an ArgumentError saying so. */
function findMember({model}: Tools, framework: FrameworkId, name: string, kind?: MemberKind): Member {
  const members = ofKind(model.members[framework], kind);
  const member = named(members, name);
  if (member) return member;
  const namesakes = model.members[framework].filter((m) => m.name === name);
  if (kind !== undefined && namesakes.length > 0)
    throw new ArgumentError(
      `kind: ${framework} has no ${kind} named "${name}"; it has ${namesakes.map((m) => `a ${m.kind}`).join(' and ')}.`,
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
  const names = members.map((m) => m.name);
  throw new ArgumentError(
    `name: "${name}" is no member of ${model.reference[framework].npmName}.${suggestion(name, names)} list_members gives every name.`,
  );
}

/** The member with absolute links, and the other rows of the same name (Angular's ariaRole is an input and an ARIA key). */
function present({model, absolute}: Tools, member: Member) {
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
}

export function registerGetMember(tools: Tools): void {
  const {tool, model} = tools;
  tool({
    name: 'get_member',
    title: 'One API member',
    description:
      'Kinds: input, prop, output, class key, style key, aria key, keyboard key. With version, answers for ' +
      'that release (whether it existed, its default then).',
    inputSchema: {
      framework: FRAMEWORK_ARG,
      name: z
        .string()
        .describe('The member name as the framework spells it, e.g. "disableProperty" or "ArrowDown".'),
      kind: z
        .enum(MEMBER_KINDS as [MemberKind, ...MemberKind[]])
        .optional()
        .describe('Which row, when a name has two (an input and an ARIA key of the same name).'),
      version: versionArg(' (e.g. "2.0.1").'),
    },
    answer: ({framework, name, kind, version}) => {
      const release = checkVersion(model, framework, 'version', version);
      if (release === undefined) return present(tools, findMember(tools, framework, name, kind));
      const had = named(ofKind(membersAtVersion(model, framework, release), kind), name);
      if (had) return {...present(tools, had), version: release, existed: true};
      const member = findMember(tools, framework, name, kind);
      return {
        name: member.name,
        version: release,
        existed: false,
        since: member.since,
        answer: `${member.name} was added in ${member.since}; ${release} does not have it.`,
      };
    },
  });
}
