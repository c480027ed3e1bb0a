/**
 * Facts named in the Vue props page's prose: apart from ./api.ts so those pages do not bundle the table
 * model, and from ./apiBasics.ts so the other pages do not bundle these.
 */
import type {CoreFactsOf} from './facts';

/** Vue declares no emits. */
export function vueEvents(vue: CoreFactsOf<'vue'>) {
  return {emits: vue.emits, note: vue.emitsNote, functionProps: vue.callbackNames} as const;
}

export function vueRelativeSearch(vue: CoreFactsOf<'vue'>) {
  return {...vue.relativeSearch, notExportedTypes: vue.notExportedTypes} as const;
}
