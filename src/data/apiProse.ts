/**
 * Facts named in the Vue props page's prose: apart from ./api.ts so those pages do not bundle the table
 * model, and from ./apiBasics.ts so the other pages do not bundle these.
 */
import type {CoreFactsOf, RelativeSearchOption} from './facts';

/** Vue declares no emits. */
export function vueEvents(vue: CoreFactsOf<'vue'>) {
  return {emits: vue.emits, note: vue.emitsNote, functionProps: vue.callbackNames} as const;
}

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
