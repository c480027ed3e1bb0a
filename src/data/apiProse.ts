/**
 * Facts named in the prose of the Vue props page (its function props and
 * relative search), from the core facts
 * (`@facts/<framework>`). Apart from ./api.ts so those pages do not bundle
 * the table model, and from ./apiBasics.ts so the other pages do not bundle
 * these. ./api.ts re-exports `vueRelativeSearch` for the API table.
 *
 * Imports are relative (no `@site/` alias) so the Playwright unit specs can load
 * this file as plain TypeScript.
 */
import type {CoreFactsOf, RelativeSearchOption} from './facts';

/** Vue declares no emits: the sentence every Vue page uses, and the event props it names. */
export function vueEvents(vue: CoreFactsOf<'vue'>) {
  return {emits: vue.emits, note: vue.emitsNote, functionProps: vue.callbackNames} as const;
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
