/**
 * The MCP part of the "Use with AI assistants" pages: how each common client
 * starts the server (src/data/assistants.ts), and what its tools do.
 */
import type {ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import CodeBlock from '@theme/CodeBlock';
import {clientSetups, mcpTools} from '@site/src/data/assistants';

/** The site's address with its base path (`SITE_URL` + `BASE_URL`), where the server's package is served. */
function useSiteAddress(): string {
  const {siteConfig} = useDocusaurusContext();
  return `${siteConfig.url}${siteConfig.baseUrl}`;
}

export function McpClients(): ReactNode {
  const siteAddress = useSiteAddress();
  return (
    <>
      {clientSetups.map((setup) => (
        <CodeBlock key={setup.client} language={setup.language} title={`${setup.client}: ${setup.file}`}>
          {setup.snippet(siteAddress)}
        </CodeBlock>
      ))}
    </>
  );
}

export function McpTools(): ReactNode {
  return (
    <dl>
      {mcpTools.map((tool) => (
        <div key={tool.name}>
          <dt>
            <code>{tool.name}</code>
          </dt>
          <dd>{tool.does}</dd>
        </div>
      ))}
    </dl>
  );
}
