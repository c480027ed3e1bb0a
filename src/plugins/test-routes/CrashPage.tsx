/** /tests/crash: throws inside the layout, so the layout's error boundary shows the crash screen. */
import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Crashing from './Crashing';

export default function CrashPage(): ReactNode {
  return (
    <Layout title="Crash test" noFooter>
      <main className="container margin-vert--lg">
        <Heading as="h1">Crash test</Heading>
        <Crashing where="inside the layout" />
      </main>
    </Layout>
  );
}
