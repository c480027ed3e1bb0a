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

/**
 * The environment of a maintainer's shell: without the npm_* variables of the
 * npm that started the tests (npm_config_local_prefix would make `npm start`
 * run in this checkout instead of the copy).
 */
function maintainerEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key) && key !== 'INIT_CWD'),
  );
}

/** Resolves with the exit code once the process has ended. */
function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
}

test('npm start serves a docs page, shows an MDX edit, and stops on SIGTERM', async ({page}) => {
  test.setTimeout(240_000);
  const busy = await fetch(`http://127.0.0.1:${PORT}/`).then(
    () => true,
    () => false,
  );
  expect(busy, `port ${PORT} is taken by another server: stop it (or set TEST_DEV_PORT)`).toBe(false);
  const copy = copySite('dev-server-site-');
  let output = '';
  // `npm start` runs `docusaurus start`; npm passes the arguments after `--` on.
  const server = spawn('npm', ['start', '--', '--port', String(PORT), '--host', '127.0.0.1', '--no-open'], {
    cwd: copy,
    env: {...maintainerEnv(), DOCUSAURUS_NO_PERSISTENT_CACHE: '1', BROWSER: 'none'},
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, as a terminal's foreground job is: Ctrl-C reaches npm and the server.
    detached: true,
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
    const heading = page.getByRole('heading', {level: 1, name: 'Introduction'});
    await heading.waitFor({timeout: 60_000}).catch(() => undefined);
    // The development server shows a compile or runtime error in an overlay frame: name it.
    const overlay = await page
      .frameLocator('iframe#webpack-dev-server-client-overlay')
      .locator('body')
      .textContent({timeout: 1_000})
      .catch(() => null);
    expect(
      overlay,
      `the development server shows no error overlay; its output:\n${output.slice(-1500)}`,
    ).toBeNull();
    await expect(heading).toBeVisible();

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
    process.kill(-server.pid!, 'SIGTERM');
    const code = await Promise.race([
      exited(server),
      new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), 15_000)),
    ]);
    if (code === 'hung') process.kill(-server.pid!, 'SIGKILL');
    // Nothing of it still answers (a server left running would serve the deleted copy).
    const stillServing = await fetch(`http://127.0.0.1:${PORT}/`).then(
      () => true,
      () => false,
    );
    rmSync(copy, {recursive: true, force: true});
    expect(code, `the server stops within 15 s of SIGTERM; it printed:\n${output.slice(-2000)}`).not.toBe(
      'hung',
    );
    expect(stillServing, `nothing answers on port ${PORT} once the server has stopped`).toBe(false);
  }
});
