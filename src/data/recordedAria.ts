/**
 * What the ARIA recording says, in sentences, written at build time into `@facts/recorded-aria` so no
 * page bundles aria-query. Apart from ./ariaTraits.ts because Node resolves `./ariaTraits` to the JSON.
 */
import {roles, type ARIARoleDefinitionKey} from 'aria-query';
import type {PackageTraits} from './ariaTraits';

/** The ARIA states a combobox sets as the keys are pressed (the W3C combobox pattern). */
export const ARIA_STATES = ['aria-expanded', 'aria-activedescendant', 'aria-selected'] as const;

export function recordedNames(traits: PackageTraits, element: 'input' | 'row'): Set<string> {
  const names = new Set<string>();
  for (const snapshot of Object.values(traits.steps)) {
    const parts = element === 'input' ? [snapshot.input] : [snapshot.rows, snapshot.activeRow];
    for (const part of parts) for (const name of Object.keys(part ?? {})) names.add(name);
  }
  return names;
}

export function statesNeverSet(traits: PackageTraits): string[] {
  const set = new Set([...recordedNames(traits, 'input'), ...recordedNames(traits, 'row')]);
  return ARIA_STATES.filter((name) => !set.has(name));
}

/** A role WAI-ARIA defines and an element may take (not abstract), as aria-query lists them. */
const isRole = (name: string) => roles.get(name as ARIARoleDefinitionKey)?.abstract === false;

/** `The input has the role “autocomplete”, not “combobox”, …` */
function roleSentence(element: string, role: string | undefined, wanted: string): string {
  if (role === wanted) return `${element} has the role “${role}”.`;
  const invalid = role && !isRole(role) ? `, and “${role}” is not a WAI-ARIA role: browsers ignore it` : '';
  return `${element} has ${role ? `the role “${role}”` : 'no role'}, not “${wanted}”${invalid}.`;
}

export function recordedAria(traits: PackageTraits): {from: string; sentences: string[]} {
  const {input, rows} = traits.steps.typed;
  const label = rows?.['aria-label'];
  const disabled = rows?.['aria-disabled'];
  const never = statesNeverSet(traits);
  const untold = [
    never.includes('aria-expanded') && 'whether the list is open',
    never.includes('aria-activedescendant') && 'which row is highlighted',
  ].filter(Boolean);
  const names =
    never.length > 1 ? `${never.slice(0, -1).join(', ')} or ${never[never.length - 1]}` : never[0];
  const instead = "which a screen reader reads instead of the row's text";
  return {
    from: `${traits.npmName} ${traits.version}`,
    sentences: [
      roleSentence('The input', input.role, 'combobox'),
      label === undefined
        ? "Each row has no aria-label: a screen reader reads the row's text."
        : label === '{row.text}'
          ? "Each row's aria-label is the row's own text."
          : label === '{row.index}'
            ? `Each row's aria-label is its index (from 0), ${instead}.`
            : label.startsWith('{')
              ? `Each row's aria-label differs from row to row, ${instead}.`
              : `Each row's aria-label is the same text, “${label}”, on every row, ${instead}.`,
      `The rows, none of them disabled, have ${disabled === undefined ? 'no aria-disabled' : `aria-disabled “${disabled}”`}.`,
      roleSentence('Each row', rows?.role, 'option'),
      ...(never.length === 0
        ? []
        : [
            `As the keys are pressed, the component sets no ${names}` +
              (untold.length ? `: a screen reader is not told ${untold.join(' or ')}.` : '.'),
          ]),
    ],
  };
}
