/**
 * A default named in the facts' own prose: a note (a known discrepancy, a
 * behaviour note) that states what a member defaults to writes
 * `{default:<member>}` instead of the value, and the facts core
 * (src/data/facts/transform.ts) puts the member's current default
 * there, as the API tables show it. So a release that changes the default
 * changes every sentence that states it; `data:check` names a token whose
 * member the package does not have (./schema.ts).
 *
 * Pure; imports are relative so the Playwright unit specs load this file as plain TypeScript.
 */
import {formatDefault, type DefaultValue} from '../api';

/** `{default:inputLabel}`: the member's name in group 1. */
export const DEFAULT_TOKEN = /\{default:([A-Za-z0-9_]+)\}/g;

interface Member {
  readonly name: string;
  readonly type?: string;
  readonly default?: unknown;
}

/** The members whose defaults a package's prose may name (Angular's inputs; React's and Vue's props). */
export function membersWithDefaults(pkg: Readonly<Record<string, unknown>>): readonly Member[] {
  return ((pkg.inputs ?? pkg.props) as readonly Member[] | undefined) ?? [];
}

/** The member names that `{default:…}` tokens in `text` name. */
export function defaultTokensIn(text: string): string[] {
  return [...text.matchAll(DEFAULT_TOKEN)].map((match) => match[1]!);
}

/** `value` (any facts value) with every `{default:…}` token in its strings replaced by that member's default. */
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
