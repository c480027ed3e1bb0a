/**
 * `{default:<member>}` in the facts' prose: ./transform.ts writes the member's current default there,
 * so a release that changes a default changes every sentence stating it; ./schema.ts checks the member.
 */
import {formatDefault, type DefaultValue} from '../api';

export const DEFAULT_TOKEN = /\{default:([A-Za-z0-9_]+)\}/g;

interface Member {
  readonly name: string;
  readonly type?: string;
  readonly default?: unknown;
}

export function membersWithDefaults(pkg: Readonly<Record<string, unknown>>): readonly Member[] {
  return ((pkg.inputs ?? pkg.props) as readonly Member[] | undefined) ?? [];
}

export function defaultTokensIn(text: string): string[] {
  return [...text.matchAll(DEFAULT_TOKEN)].map((match) => match[1]!);
}

export function withMemberDefaults<T>(value: T, members: readonly Member[]): T {
  if (typeof value === 'string')
    return value.replace(DEFAULT_TOKEN, (token, name: string) => {
      const member = members.find((m) => m.name === name);
      if (!member) throw new Error(`${token}: no member "${name}" (the facts check names it)`);
      return formatDefault(member.default as DefaultValue | undefined, member.type).text;
    }) as T;
  if (Array.isArray(value)) return value.map((entry) => withMemberDefaults(entry, members)) as T;
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, entry]) => [key, withMemberDefaults(entry, members)]),
  ) as T;
}
