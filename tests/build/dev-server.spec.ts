/**
 * The README's first command, as a maintainer uses it (issue 37): `npm start`
 * in a copy of the site serves a docs page, an edit of that page's MDX shows
 * in the open browser without a reload by hand, and the server stops when
 * asked (SIGTERM). How fast it does so is the bench's business
 * (`npm run bench -- --dev`); the timeouts here only stop a hung server.
 */
import {test, expect} from '@playwright/test';
import {spawn, type ChildProcess} from 'node:child_process';
import {readFileSync, rmSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {copySite} from '../support/siteCopy';

const PORT = Number(process.env.TEST_DEV_PORT ?? 3190);
const PAGE = '/docs/react/introduction/intro';
const FILE = 'docs/react/introduction/intro.mdx';

/** Resolves with the exit code once the process has ended. */
function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
}

test('npm start serves a docs page, shows an MDX edit, and stops on SIGTERM', async ({page}) => {
  test.setTimeout(240_000);
  const copy = copySite('dev-server-site-');
  let output = '';
  // `npm start` runs `docusaurus start`; npm passes the arguments after `--` on.
  const server = spawn('npm', ['start', '--', '--port', String(PORT), '--host', '127.0.0.1', '--no-open'], {
    cwd: copy,
    env: {...process.env, DOCUSAURUS_NO_PERSISTENT_CACHE: '1', BROWSER: 'none'},
  });
  server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    await expect
      .poll(
        async () => {
          try {
            return (await fetch(`http://127.0.0.1:${PORT}${PAGE}`)).status;
          } catch {
            return 0;
          }
        },
        {timeout: 150_000, intervals: [500], message: 'the dev server answers'},
      )
      .toBe(200);
    await page.goto(`http://127.0.0.1:${PORT}${PAGE}`);
    await expect(page.getByRole('heading', {level: 1, name: 'Introduction'})).toBeVisible({timeout: 60_000});

    const path = join(copy, FILE);
    const before = readFileSync(path, 'utf8');
    const sentence = 'This sentence was added while the development server ran.';
    expect(before).toContain('## What the package is\n');
    writeFileSync(
      path,
      before.replace('## What the package is\n', `## What the package is\n\n${sentence}\n`),
    );
    await expect(page.getByText(sentence), 'the edit shows without a reload by hand').toBeVisible({
      timeout: 60_000,
    });
    expect(output).not.toMatch(/\[ERROR\]/);
  } finally {
    server.kill('SIGTERM');
    const code = await Promise.race([
      exited(server),
      new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), 15_000)),
    ]);
    if (code === 'hung') server.kill('SIGKILL');
    rmSync(copy, {recursive: true, force: true});
    expect(code, `the server stops within 15 s of SIGTERM; it printed:\n${output.slice(-2000)}`).not.toBe(
      'hung',
    );
  }
});
