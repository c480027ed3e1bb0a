/**
 * The text of every example file, imported with `?raw` (src/plugins/raw-source)
 * so pages show the files themselves. Only the bundler can load this module;
 * tests read the files from disk through src/data/examples.ts instead.
 */
import type {ExamplePath} from './examples';
import angularBasicNgModule from '@site/examples/angular/basic-ngmodule.ts?raw';
import angularBasicStandalone from '@site/examples/angular/basic-standalone.ts?raw';
import angularObjectData from '@site/examples/angular/object-data.ts?raw';
import angularDefaultValue from '@site/examples/angular/default-value.ts?raw';
import angularDisabledItems from '@site/examples/angular/disabled-items.ts?raw';
import angularLazyViewMore from '@site/examples/angular/lazy-view-more.ts?raw';
import angularCustomSearch from '@site/examples/angular/custom-search.ts?raw';
import reactBasic from '@site/examples/react/basic.tsx?raw';
import reactObjectData from '@site/examples/react/object-data.tsx?raw';
import reactDefaultValue from '@site/examples/react/default-value.tsx?raw';
import reactDisabledItems from '@site/examples/react/disabled-items.tsx?raw';
import reactLazyViewMore from '@site/examples/react/lazy-view-more.tsx?raw';
import reactCustomSearch from '@site/examples/react/custom-search.tsx?raw';
import vueBasic from '@site/examples/vue/basic.vue?raw';
import vueObjectData from '@site/examples/vue/object-data.vue?raw';
import vueDefaultValue from '@site/examples/vue/default-value.vue?raw';
import vueDisabledItems from '@site/examples/vue/disabled-items.vue?raw';
import vueLazyViewMore from '@site/examples/vue/lazy-view-more.vue?raw';
import vueCustomSearch from '@site/examples/vue/custom-search.vue?raw';
import vueRelativeSearch from '@site/examples/vue/relative-search.vue?raw';

/** Typed by ExamplePath, so a file listed in examples.ts cannot lack its source. */
export const exampleSources: Record<ExamplePath, string> = {
  'examples/angular/basic-ngmodule.ts': angularBasicNgModule,
  'examples/angular/basic-standalone.ts': angularBasicStandalone,
  'examples/angular/object-data.ts': angularObjectData,
  'examples/angular/default-value.ts': angularDefaultValue,
  'examples/angular/disabled-items.ts': angularDisabledItems,
  'examples/angular/lazy-view-more.ts': angularLazyViewMore,
  'examples/angular/custom-search.ts': angularCustomSearch,
  'examples/react/basic.tsx': reactBasic,
  'examples/react/object-data.tsx': reactObjectData,
  'examples/react/default-value.tsx': reactDefaultValue,
  'examples/react/disabled-items.tsx': reactDisabledItems,
  'examples/react/lazy-view-more.tsx': reactLazyViewMore,
  'examples/react/custom-search.tsx': reactCustomSearch,
  'examples/vue/basic.vue': vueBasic,
  'examples/vue/object-data.vue': vueObjectData,
  'examples/vue/default-value.vue': vueDefaultValue,
  'examples/vue/disabled-items.vue': vueDisabledItems,
  'examples/vue/lazy-view-more.vue': vueLazyViewMore,
  'examples/vue/custom-search.vue': vueCustomSearch,
  'examples/vue/relative-search.vue': vueRelativeSearch,
};
