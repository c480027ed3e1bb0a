/**
 * The MCP part of the "Use with AI assistants" pages: the remote endpoint (with `MCP_URL`), each common
 * client's local setup (src/data/assistants.ts) and what the tools do.
 */
import type {ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import CodeBlock from '@theme/CodeBlock';
import {clientSetups, mcpTools, remoteCommand, remoteSetups} from '@site/src/data/assistants';

/** The remote endpoint, for assistants that take an address; nothing when the build has no `MCP_URL`. */
export function McpRemote(): ReactNode {
  const {mcpUrl} = useDocusaurusContext().siteConfig.customFields as {mcpUrl?: string};
  if (!mcpUrl) return null;
  return (
    <>
      <p>
        Hosted assistants connect to it at its remote address, with nothing to install or run (streamable
        HTTP, read-only, no sign-in):
      </p>
      <CodeBlock language="text" title="Remote MCP address">
        {mcpUrl}
      </CodeBlock>
      <ul>
        {remoteSetups.map(({client, where}) => (
          <li key={client}>
            <strong>{client}</strong>: {where}.
          </li>
        ))}
      </ul>
      <CodeBlock language="bash" title="Claude Code: the remote server">
        {remoteCommand(mcpUrl)}
      </CodeBlock>
    </>
  );
}

export function McpClients(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  // Where the server's package is served: `SITE_URL` + `BASE_URL`.
  const siteAddress = `${siteConfig.url}${siteConfig.baseUrl}`;
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
