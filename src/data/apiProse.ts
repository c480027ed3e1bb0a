/**
 * Facts named in the prose of the React and Vue props pages (React's
 * function props, Vue's function props and relative search), from the core facts
 * (`@facts/<framework>`). Apart from ./api.ts so those pages do not bundle
 * the table model, and from ./apiBasics.ts so the other pages do not bundle
 * these. ./api.ts uses and re-exports them.
 *
 * Imports are relative (no `@site/` alias) so the Playwright unit specs can load
 * this file as plain TypeScript.
 */
import type {CoreFactsOf, RelativeSearchOption} from './types';

/** Names listed in `react.callbacks` ("Events are plain function props: a, b, c."). */
export function parseNameList(sentence: string): string[] {
  const list = sentence.includes(':') ? sentence.slice(sentence.indexOf(':') + 1) : sentence;
  return list
    .replace(/[().]/g, ' ')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => /^[A-Za-z]+$/.test(s));
}

/** Names listed in `vue.emitsNote`: the function props that replace emits. */
export function vueCallbacks(vue: CoreFactsOf<'vue'>): string[] {
  const {emitsNote} = vue;
  return parseNameList(emitsNote.slice(emitsNote.indexOf('(')));
}

/** Vue declares no emits: the sentence every Vue page uses, and the event props it names. */
export function vueEvents(vue: CoreFactsOf<'vue'>) {
  return {emits: vue.emits, note: vue.emitsNote, functionProps: vueCallbacks(vue)} as const;
}
/** Vue relative (multi-field) search, configured through `additionalData.relativeSearch`. */
export function vueRelativeSearch(vue: CoreFactsOf<'vue'>) {
  return {
    since: vue.relativeSearch.since,
    location: vue.relativeSearch.location,
    prerequisite: vue.relativeSearch.prerequisite,
    valueTrue: vue.relativeSearch.valueTrue,
    options: vue.relativeSearch.options as readonly RelativeSearchOption[],
    caveats: vue.relativeSearch.caveats as readonly string[],
    notExportedTypes: vue.notExportedTypes as readonly string[],
  } as const;
}

/** React: the sentences its props page quotes (function props, no slots). */
export function reactNotes(react: CoreFactsOf<'react'>) {
  return {callbacksNote: react.callbacks, slotsNote: react.slotsNote} as const;
}
