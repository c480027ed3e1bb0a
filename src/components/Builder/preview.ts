/**
 * The builder preview frame's configuration, from the same plan as the file (src/lib/builder/plan.ts). Left
 * out: lazy loading and a function row rule (a function cannot be sent to the frame). Pure.
 */
import type {PreviewConfig} from '../LivePreview/messages';
import {
  planOf,
  OBJECT_KEY,
  DISABLED_KEY,
  LARGE_COUNT,
  LAZY_TOTAL,
  sampleItems,
  type Plan,
} from '../../lib/builder/plan';
import type {Catalogue} from '../../lib/builder/catalogue';
import type {BuilderConfig} from '../../lib/builder/config';

type Item = string | number | {id: number; name: string; unavailable?: boolean};

/** The items the file's data declarations make (src/lib/builder/plan.ts, dataDeclarations). */
function itemsOf(plan: Plan): Item[] {
  const count = plan.large ? LARGE_COUNT : plan.lazy ? LAZY_TOTAL : 0;
  const object = (n: number, name: string, unavailable: boolean): Item =>
    ({
      id: n,
      [OBJECT_KEY]: name,
      ...(plan.disableProperty ? {[DISABLED_KEY]: unavailable} : {}),
    }) as Item;
  if (count > 0) {
    return Array.from({length: count}, (_, i): Item => {
      const n = i + 1;
      if (plan.data === 'objects') return object(n, `Person ${n}`, n % 5 === 0);
      return plan.data === 'numbers' ? n : `Item ${n}`;
    });
  }
  if (plan.data === 'numbers') return [...sampleItems.numbers];
  if (plan.data === 'strings') return [...sampleItems.strings];
  return sampleItems.objects.map((name, i) => object(i + 1, name, (i + 1) % 3 === 0));
}

export function previewConfigOf(catalogue: Catalogue, config: BuilderConfig): PreviewConfig {
  const plan = planOf(catalogue, config);
  const props: Record<string, PreviewConfig['props'][string]> = {dropdownData: itemsOf(plan)};
  if (plan.objectProperty) props[plan.objectProperty] = OBJECT_KEY;
  // The Vue file's search of the shown key (src/lib/builder/vue.ts, SEARCH_BY_NAME).
  if (plan.objectSearch) props[plan.objectSearch] = {relativeSearch: {includeOnly: [OBJECT_KEY]}};
  if (plan.disableProperty) props[plan.disableProperty] = DISABLED_KEY;
  for (const {name, value} of plan.settings) props[name] = value;
  if (plan.aria)
    props[plan.aria.member] = Object.fromEntries(plan.aria.entries.map((e) => [e.name, e.value]));
  if (plan.classes) props[plan.classes.member] = Object.fromEntries(plan.classes.entries);
  // Angular: an output that fires only with its switch on gets the switch, as the file sets it.
  for (const event of plan.events) if (event.flag) props[event.flag] = true;
  return {
    props,
    events: [...(plan.select ? [plan.select.name] : []), ...plan.events.map((e) => e.name)],
  };
}
