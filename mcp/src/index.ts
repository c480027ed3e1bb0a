#!/usr/bin/env node
/**
 * `autocomplete-plugins-mcp`: the documentation's MCP server over stdio.
 * From a checkout: `npm run build && npm run mcp:build`, then
 * `node mcp/dist/mcp/src/index.js` (README.md, "Use with AI assistants").
 * `autocomplete-plugins-mcp check FILE --framework react [--version 2.0.0]` checks a file instead
 * (./checkCli.ts): exit code 0 clean, 1 a problem, 2 a usage error.
 */
import {join} from 'node:path';
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {runCheck} from './checkCli';
import {dataDir, readText} from './data';
import {LimitedTransport, limitsFromEnv} from './limits';
import {loadModel} from './model';
import {createServer} from './server';

async function main(): Promise<void> {
  const limits = limitsFromEnv();
  const dir = dataDir();
  const {siteUrl} = JSON.parse(readText(dir, 'site.json')) as {siteUrl: string};
  const server = createServer({model: loadModel(dir), siteDir: join(dir, 'site'), siteUrl});
  // Every call within the size and time limits (./limits.ts), whatever the tool.
  await server.connect(new LimitedTransport(new StdioServerTransport(), limits));
}

if (process.argv[2] === 'check') {
  process.exitCode = runCheck(process.argv.slice(3));
} else {
  main().catch((error: unknown) => {
    // stdout carries the protocol: problems go to stderr.
    console.error(`autocomplete-plugins-mcp: ${(error as Error).message}`);
    process.exit(1);
  });
}
