/**
 * `npm run serve` (scripts/serve.mjs) and `npm start` run side by side: the
 * built site's server has a port of its own, 3030, not the development
 * server's 3000 (Docusaurus's default), and PORT or `--port` still choose
 * another (playwright.config.ts gives the test servers theirs). Starts the
 * script as `npm run serve` does, on `build/` (run `npm run build` first).
 */
import {spawn} from 'node:child_process';
import {createServer} from 'node:net';
import {join} from 'node:path';
import {test, expect} from '@playwright/test';

const ROOT = join(__dirname, '..', '..');

/** A port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as {port: number};
      server.close(() => resolve(port));
    });
  });
}

/** Starts scripts/serve.mjs with `env` (PORT left out unless given) and `args`; the address it says it serves at. */
async function serve(
  env: Record<string, string>,
  args: string[],
  use: (url: URL) => Promise<void>,
): Promise<void> {
  const inherited = {...process.env};
  delete inherited.PORT;
  const child = spawn(process.execPath, ['scripts/serve.mjs', ...args], {
    cwd: ROOT,
    env: {...inherited, ...env},
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    const url = await new Promise<URL>((resolve, reject) => {
      let output = '';
      const timer = setTimeout(() => reject(new Error(`serve.mjs said nothing in 15 s: ${output}`)), 15_000);
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        const said = /Serving \S+ at (http:\/\/\S+)/.exec(output);
        if (said) {
          clearTimeout(timer);
          resolve(new URL(said[1]!));
        }
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      child.once('exit', (code) => reject(new Error(`serve.mjs exited (${code}): ${output}`)));
    });
    await use(url);
  } finally {
    child.kill();
  }
}

test('npm run serve listens on 3030, not on the port npm start takes, and PORT or --port change it', async () => {
  await serve({}, ['--host', '127.0.0.1'], async (url) => {
    expect(Number(url.port)).toBe(3030);
    // Docusaurus's development server (npm start) takes 3000 unless PORT says otherwise.
    expect(Number(url.port)).not.toBe(3000);
    expect((await fetch(url)).status).toBe(200);
  });
  const port = await freePort();
  await serve({PORT: String(port)}, ['--host', '127.0.0.1'], async (url) => {
    expect(Number(url.port)).toBe(port);
    expect((await fetch(url)).status).toBe(200);
  });
  const other = await freePort();
  await serve({PORT: String(port)}, ['--host', '127.0.0.1', '--port', String(other)], async (url) => {
    expect(Number(url.port)).toBe(other);
  });
});
