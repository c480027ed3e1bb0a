/**
 * /tests/lazy-retry: a part from its own chunk through react-loadable and core's `@theme/Loading`, as
 * ComponentCreator loads route chunks; when the chunk fails, `Loading` shows its error box with "Retry".
 */
import type {ReactNode} from 'react';
import Loadable from 'react-loadable';
import Loading from '@theme/Loading';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

const LazyPart = Loadable({
  loader: () => import(/* webpackChunkName: "e2e-lazy-part" */ './LazyPart'),
  loading: Loading,
});

export default function LazyRetryPage(): ReactNode {
  return (
    <Layout title="Lazy chunk test" noFooter>
      <main className="container margin-vert--lg">
        <Heading as="h1">Lazy chunk test</Heading>
        <LazyPart />
      </main>
    </Layout>
  );
}
