/**
 * The MCP part of the "Use with AI assistants" pages: how each common client
 * starts the server (src/data/assistants.ts), and what its tools do.
 */
import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import {clientSetups, MCP_FROM_CHECKOUT, mcpTools} from '@site/src/data/assistants';

/** Where the server is in a clone of the repository; the reader puts their own folder first. */
const SERVER_PATH = `/path/to/clone/${MCP_FROM_CHECKOUT.args[0]}`;

export function McpClients(): ReactNode {
  return (
    <>
      {clientSetups.map((setup) => (
        <CodeBlock key={setup.client} language={setup.language} title={`${setup.client}: ${setup.file}`}>
          {setup.snippet(SERVER_PATH)}
        </CodeBlock>
      ))}
    </>
  );
}

export function McpPrepare(): ReactNode {
  return <CodeBlock language="bash">{MCP_FROM_CHECKOUT.prepare}</CodeBlock>;
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
