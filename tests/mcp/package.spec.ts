/**
 * The MCP server as a package (issue 46 item 3): `npm pack` of mcp/ holds everything it needs,
 * installs into an empty folder with its dependencies from the npm registry, starts from its
 * bin and answers a tool call; the site serves that same tarball under its own address.
 */
import {test, expect} from '@playwright/test';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {execFileSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {MCP_TARBALL_PATH} from '../../src/data/assistants';

const SITE_DIR = join(__dirname, '..', '..');
const MCP_DIR = join(SITE_DIR, 'mcp');
const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

test('npm pack of mcp/ installs into an empty folder from the npm registry, and its bin answers a tool call', async () => {
  test.setTimeout(300_000);
  const work = mkdtempSync(join(tmpdir(), 'mcp-package-'));
  try {
    const packed = join(work, 'packed');
    mkdirSync(packed);
    const [{filename}] = JSON.parse(
      execFileSync('npm', ['pack', '--json', '--pack-destination', packed], {cwd: MCP_DIR, encoding: 'utf8'}),
    ) as [{filename: string}];
    const tarball = join(packed, filename);
    // The site serves this very package (npm run mcp:build packed it into the build).
    expect(sha256(join(SITE_DIR, 'build', MCP_TARBALL_PATH)), `build/${MCP_TARBALL_PATH}`).toBe(
      sha256(tarball),
    );

    const app = join(work, 'app');
    mkdirSync(app);
    expect(readdirSync(app)).toEqual([]);
    // A fresh npm cache: every dependency comes from the registry, none from this repository.
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--cache', join(work, 'cache'), tarball], {
      cwd: app,
      stdio: 'pipe',
    });
    const client = new Client({name: 'package-tests', version: '1.0.0'});
    await client.connect(
      new StdioClientTransport({
        command: join(app, 'node_modules', '.bin', 'autocomplete-plugins-mcp'),
        args: [],
        cwd: app,
        // Nothing from this repository: not its data folder, not its node_modules.
        env: {PATH: process.env.PATH ?? '', HOME: work},
        stderr: 'pipe',
      }),
    );
    try {
      const result = (await client.callTool({
        name: 'get_member',
        arguments: {framework: 'vue', name: 'dropdownData'},
      })) as {isError?: boolean; content: {text: string}[]};
      expect(result.isError, result.content[0]?.text).toBeFalsy();
      expect(JSON.parse(result.content[0]!.text)).toMatchObject({name: 'dropdownData', kind: 'prop'});
      const search = (await client.callTool({name: 'search_docs', arguments: {query: 'clear button'}})) as {
        isError?: boolean;
        content: {text: string}[];
      };
      expect(search.isError, search.content[0]?.text).toBeFalsy();
      expect((JSON.parse(search.content[0]!.text) as unknown[]).length).toBeGreaterThan(0);
    } finally {
      await client.close();
    }
  } finally {
    rmSync(work, {recursive: true, force: true});
  }
});
