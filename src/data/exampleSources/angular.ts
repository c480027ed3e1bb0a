/** Every angular example file's text (`?raw`, src/plugins/raw-source): only the bundler loads this module. */
import type {ExamplePathOf} from '../examples';
import angularBasicNgModule from '@site/examples/angular/basic-ngmodule.ts?raw';
import angularBasicStandalone from '@site/examples/angular/basic-standalone.ts?raw';
import angularObjectData from '@site/examples/angular/object-data.ts?raw';
import angularDefaultValue from '@site/examples/angular/default-value.ts?raw';
import angularDisabledItems from '@site/examples/angular/disabled-items.ts?raw';
import angularLazyViewMore from '@site/examples/angular/lazy-view-more.ts?raw';
import angularCustomSearch from '@site/examples/angular/custom-search.ts?raw';
import angularForm from '@site/examples/angular/form.ts?raw';

/** Typed by ExamplePathOf, so a file listed in ../examples.ts cannot lack its source. */
const sources: Record<ExamplePathOf<'angular'>, string> = {
  'examples/angular/basic-ngmodule.ts': angularBasicNgModule,
  'examples/angular/basic-standalone.ts': angularBasicStandalone,
  'examples/angular/object-data.ts': angularObjectData,
  'examples/angular/default-value.ts': angularDefaultValue,
  'examples/angular/disabled-items.ts': angularDisabledItems,
  'examples/angular/lazy-view-more.ts': angularLazyViewMore,
  'examples/angular/custom-search.ts': angularCustomSearch,
  'examples/angular/form.ts': angularForm,
};

export default sources;
