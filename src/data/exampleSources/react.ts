/** Every react example file's text (`?raw`, src/plugins/raw-source): only the bundler loads this module. */
import type {ExamplePathOf} from '../examples';
import reactBasic from '@site/examples/react/basic.tsx?raw';
import reactObjectData from '@site/examples/react/object-data.tsx?raw';
import reactDefaultValue from '@site/examples/react/default-value.tsx?raw';
import reactDisabledItems from '@site/examples/react/disabled-items.tsx?raw';
import reactLazyViewMore from '@site/examples/react/lazy-view-more.tsx?raw';
import reactCustomSearch from '@site/examples/react/custom-search.tsx?raw';
import reactForm from '@site/examples/react/form.tsx?raw';

/** Typed by ExamplePathOf, so a file listed in ../examples.ts cannot lack its source. */
const sources: Record<ExamplePathOf<'react'>, string> = {
  'examples/react/basic.tsx': reactBasic,
  'examples/react/object-data.tsx': reactObjectData,
  'examples/react/default-value.tsx': reactDefaultValue,
  'examples/react/disabled-items.tsx': reactDisabledItems,
  'examples/react/lazy-view-more.tsx': reactLazyViewMore,
  'examples/react/custom-search.tsx': reactCustomSearch,
  'examples/react/form.tsx': reactForm,
};

export default sources;
