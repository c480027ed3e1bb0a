import {z} from 'zod';
import {MEMBER_KINDS, membersAtVersion} from '../model';
import {ArgumentError, checkVersion, FRAMEWORK_ARG, suggestion, versionArg, type Tools} from './shared';

export function registerListMembers({tool, model}: Tools): void {
  tool({
    name: 'list_members',
    title: 'List API members',
    description:
      'Each with name, kind, category, type, default and since; category takes a kind (input, prop, output, ' +
      'class key, style key, aria key, keyboard key) or a category label as the API page shows it.',
    inputSchema: {
      framework: FRAMEWORK_ARG,
      category: z
        .string()
        .optional()
        .describe('A kind (e.g. "output", "aria key") or a category label (e.g. "Lazy loading").'),
      version: versionArg(': only the members it had, with their defaults then.'),
    },
    answer: ({framework, category, version}) => {
      const release = checkVersion(model, framework, 'version', version);
      let members =
        release === undefined ? [...model.members[framework]] : membersAtVersion(model, framework, release);
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
    },
  });
}
