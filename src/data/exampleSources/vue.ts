/** Every vue example file's text (`?raw`, src/plugins/raw-source): only the bundler loads this module. */
import type {ExamplePathOf} from '../examples';
import vueBasic from '@site/examples/vue/basic.vue?raw';
import vueObjectData from '@site/examples/vue/object-data.vue?raw';
import vueDefaultValue from '@site/examples/vue/default-value.vue?raw';
import vueDisabledItems from '@site/examples/vue/disabled-items.vue?raw';
import vueLazyViewMore from '@site/examples/vue/lazy-view-more.vue?raw';
import vueCustomSearch from '@site/examples/vue/custom-search.vue?raw';
import vueRelativeSearch from '@site/examples/vue/relative-search.vue?raw';
import vueForm from '@site/examples/vue/form.vue?raw';

/** Typed by ExamplePathOf, so a file listed in ../examples.ts cannot lack its source. */
const sources: Record<ExamplePathOf<'vue'>, string> = {
  'examples/vue/basic.vue': vueBasic,
  'examples/vue/object-data.vue': vueObjectData,
  'examples/vue/default-value.vue': vueDefaultValue,
  'examples/vue/disabled-items.vue': vueDisabledItems,
  'examples/vue/lazy-view-more.vue': vueLazyViewMore,
  'examples/vue/custom-search.vue': vueCustomSearch,
  'examples/vue/relative-search.vue': vueRelativeSearch,
  'examples/vue/form.vue': vueForm,
};

export default sources;
