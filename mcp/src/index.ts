#!/usr/bin/env node
/**
 * `autocomplete-plugins-mcp`: the documentation's MCP server over stdio (`serveStdio`), or with
 * `check FILE --framework react [--version 2.0.0]` the usage check of ./checkCli.ts.
 */
import {join} from 'node:path';
import {pathToFileURL} from 'node:url';
import {serveStdio, StdioServerTransport} from '@modelcontextprotocol/server/stdio';
import type {Pagefind} from '../../src/lib/search/ranking';
import {runCheck} from './checkCli';
import {dataFolder} from './data';
import {LimitedTransport, limitsFromEnv} from './limits';
import {INDEX_FOLDER} from './search';
import {createServer, serverData} from './server';

function main(): void {
  const limits = limitsFromEnv();
  const files = dataFolder();
  // The copy is named .mjs (mcp/scripts/build.mjs): Pagefind's script is an ES module.
  const script = join(files.where, INDEX_FOLDER, 'pagefind.mjs');
  const data = serverData(files, () => import(pathToFileURL(script).href) as Promise<Pagefind>);
  serveStdio(() => createServer(data), {
    transport: new LimitedTransport(new StdioServerTransport(), limits),
    onerror: (error) => console.error(`autocomplete-plugins-mcp: ${error.message}`),
  });
}

if (process.argv[2] === 'check') {
  process.exitCode = runCheck(process.argv.slice(3));
} else {
  try {
    main();
  } catch (error) {
    // stdout carries the protocol: problems go to stderr.
    console.error(`autocomplete-plugins-mcp: ${(error as Error).message}`);
    process.exit(1);
  }
}
