import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

export default function Home() {
  return (
    <Layout title="Home" description="The reference site of the benchmark.">
      <main>
        <Heading as="h1">Reference</Heading>
      </main>
    </Layout>
  );
}
