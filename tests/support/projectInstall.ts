/**
 * A framework's install of the sent-projects stage (tests/projects): the
 * folder the stage installs a framework's projects into (their one
 * package.json, `stageManifest`, the stand-in or the real package from the local registry,
 * under the stage's Node.js), made if missing. The stage's spec builds and
 * starts each project there; other specs of the stage compile files against
 * the same node_modules instead of installing the framework again.
 */
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {WEBCONTAINER_NODE} from '../../src/lib/stackblitz/tooling';
import type {FrameworkId} from '../../src/data/frameworks';
import {packStandIn} from '../stand-in/pack';
import {packedReal, realPackage} from './realPackages';
import {startRegistry, type PackedPackage} from './registry';
import {packageFacts, sentProjects, stageManifest} from './sentProjects';
import {lastLines, projectEnv, runNpm, STAGE_CACHE, toolchain, type Toolchain} from './toolchain';

/** The lowest Node.js version the site says StackBlitz runs: the stage's. */
export const STAGE_NODE = [...WEBCONTAINER_NODE].sort((a, b) =>
  a.localeCompare(b, 'en', {numeric: true}),
)[0]!;

export interface ProjectInstall {
  readonly tools: Toolchain;
  readonly standIn: PackedPackage;
  /** The install folder: `node_modules` and `package-lock.json` of the framework's projects. */
  readonly dir: string;
}

/** The stand-in (or, under `npm run check:packages`, the real package) the stage installs; one packer at a time. */
export async function stagePackage(framework: FrameworkId, tools: Toolchain): Promise<PackedPackage> {
  const work = join(STAGE_CACHE, 'work');
  mkdirSync(work, {recursive: true});
  const real = realPackage(framework);
  if (real) return packedReal(real, packageFacts(framework).version);
  // The stage and the MCP's compile may pack one framework's stand-in at once, in one folder.
  return withInstallLock(join(work, `stand-in-${framework}`), () => packStandIn(framework, tools, work));
}

/** The folder of a package.json and stand-in: a changed tooling version or fact installs afresh. */
export function installFolder(framework: FrameworkId, manifest: string, standIn: PackedPackage): string {
  const key = createHash('sha256')
    .update(manifest)
    .update(standIn.tarball)
    .update(STAGE_NODE)
    .digest('hex')
    .slice(0, 12);
  return join(STAGE_CACHE, 'projects', `${framework}-${key}`);
}

/**
 * Runs `work` while holding the folder `dir` (a `<dir>.lock` folder, made atomically, naming its
 * holder's process): the sent-projects stage and the MCP's compile share one install and one
 * stand-in per framework, and two npm installs or packs in one folder at once leave it broken.
 * Waits for a holder in another worker; a lock whose process has ended (a run that was stopped) is
 * taken over.
 */
export async function withInstallLock<T>(dir: string, work: () => Promise<T>): Promise<T> {
  const lock = `${dir}.lock`;
  mkdirSync(dirname(lock), {recursive: true});
  for (const started = Date.now(); ;) {
    try {
      mkdirSync(lock);
      writeFileSync(join(lock, 'pid'), String(process.pid));
      break;
    } catch {
      if (!holderRuns(lock)) {
        rmSync(lock, {recursive: true, force: true});
        continue;
      }
      if (Date.now() - started > 600_000) throw new Error(`${lock} still held after 10 minutes`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, {recursive: true, force: true});
  }
}

/** Whether the process that holds `lock` still runs (a lock just made, without its pid yet, does). */
function holderRuns(lock: string): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(join(lock, 'pid'), 'utf8'));
  } catch {
    return existsSync(lock);
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The framework's install of the stage, installed now when no earlier run left it. */
export async function projectInstall(framework: FrameworkId): Promise<ProjectInstall> {
  const tools = toolchain(STAGE_NODE);
  const standIn = await stagePackage(framework, tools);
  const manifest = stageManifest(sentProjects(framework));
  const dir = installFolder(framework, manifest, standIn);
  await withInstallLock(dir, () => install(tools, standIn, manifest, dir));
  return {tools, standIn, dir};
}

async function install(
  tools: Toolchain,
  standIn: PackedPackage,
  manifest: string,
  dir: string,
): Promise<void> {
  const problem = await installWithStandIn(tools, standIn, manifest, dir);
  if (problem) throw new Error(problem);
}

/**
 * `npm install` of `manifest` in `dir` through a local registry that serves `standIn` (the npm
 * registry for the rest), unless an earlier run left that install complete. Resolves with null, or
 * with what went wrong: the command, its exit status and its last lines.
 */
export async function installWithStandIn(
  tools: Toolchain,
  standIn: PackedPackage,
  manifest: string,
  dir: string,
): Promise<string | null> {
  if (existsSync(join(dir, 'node_modules', '.package-lock.json'))) return null;
  rmSync(dir, {recursive: true, force: true});
  mkdirSync(dir, {recursive: true});
  writeFileSync(join(dir, 'package.json'), manifest);
  const registry = await startRegistry([standIn]);
  try {
    const result = await runNpm(
      tools,
      ['install', '--no-audit', '--no-fund', '--registry', registry.url],
      dir,
      projectEnv(tools),
      540_000,
    );
    return result.status === 0
      ? null
      : `\`npm install\` in ${dir} exited with ${result.status}; its last lines:\n${lastLines(result.output)}`;
  } finally {
    await registry.close();
  }
}
