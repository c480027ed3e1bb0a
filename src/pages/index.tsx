/** Home page: hero with title and tagline, a call to action per framework, features. */
import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import FrameworkCards from '@site/src/components/FrameworkCards';
import HomePreview from '@site/src/components/LivePreview/HomePreview';
import Features from './_components/Features';
import styles from './index.module.css';

export default function Home(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout
      title="Autocomplete components for React, Angular and Vue 3"
      description="Documentation for ng-autocomplete-plugin, react-autocomplete-plugin and vue-autocomplete-plugin: install, API reference, examples and release notes.">
      <header className={styles.hero}>
        <div className="container">
          <Heading as="h1" className={styles.title}>
            {siteConfig.title}
          </Heading>
          <p className={styles.tagline}>{siteConfig.tagline}</p>
        </div>
      </header>
      <main className="container margin-vert--lg">
        <HomePreview />
        <Heading as="h2">Pick your framework</Heading>
        <FrameworkCards />
        <Features />
      </main>
    </Layout>
  );
}
