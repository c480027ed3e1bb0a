/**
 * Step 3 of the client entry (./index.tsx): the site's element tree as core's entry builds it,
 * the head provider and the router around core's `App`. Importing this module evaluates the
 * theme's shell and the client modules.
 */
import React, {type ComponentType, type ReactElement, type ReactNode} from 'react';
import {HelmetProvider} from 'react-helmet-async';
import {BrowserRouter, HashRouter} from 'react-router-dom';
import siteConfig from '@generated/docusaurus.config';
import App from '@docusaurus/core/lib/client/App';

// React Router 5's class types do not fit the @types/react 19 that Docusaurus brings.
const Router = (
  siteConfig.future.experimental_router === 'hash' ? HashRouter : BrowserRouter
) as ComponentType<{
  children: ReactNode;
}>;

export default function siteApp(): ReactElement {
  return (
    <HelmetProvider>
      <Router>
        <App />
      </Router>
    </HelmetProvider>
  );
}
