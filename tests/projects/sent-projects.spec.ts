/**
 * The sent-projects stage (issue 37): what a reader's StackBlitz does with
 * every project the site can send (tests/support/sentProjects.ts), done here.
 * For each project: its files as the page sends them, `npm install`, its
 * `build` script, its start script (the dev server), and the served page
 * opened in Chromium: no console error, no failed request,
 * and the component on the page with the placeholder the file gives it. All
 * under the lowest Node.js version the site says StackBlitz runs, with that
 * release's own npm.
 *
 * The packages cannot be installed here: a local registry
 * (tests/support/registry.ts) serves a stand-in generated from the facts
 * (tests/stand-in) under the real name and version, and passes everything
 * else to the npm registry. A binding the package lacks makes the stand-in
 * write a console error naming it (Angular's own compiler refuses an unknown
 * input first), so the project fails here.
 *
 * One install per framework (its projects share one package.json, with the library a form example
 * adds: support/sentProjects.ts, `stageManifest`). The first
 * project goes through all of it alone, exactly as sent; then every project
 * of the framework is built by one `npm run build` and served by one start
 * script in a workspace of them all (support/sentProjects.ts: `workspaceOf`),
 * and each one's page is opened there. One after the other in one worker.
 */
import {test, expect, type Page, type Request, type Response} from '@playwright/test';
import {watchErrors} from '../support/errors';
import {spawn} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {frameworkIds} from '../../src/data/frameworks';
import {
  packageFacts,
  placeholderOf,
  sentProjects,
  stageManifest,
  workspaceOf,
  workspacePage,
  type SentProject,
} from '../support/sentProjects';
import {problemsAtVersion, versionChecks} from '../support/lowestVersions';
import {startRegistry, type LocalRegistry, type PackedPackage} from '../support/registry';
import {lastLines, projectEnv, runNpm, stopGroup, toolchain, type Toolchain} from '../support/toolchain';
import {realPackage} from '../support/realPackages';
import {installFolder, stagePackage, STAGE_NODE, withInstallLock} from '../support/projectInstall';
import {STAND_IN_ATTRIBUTE} from '../stand-in/generate';
import {formJourney, isFormExample} from '../support/formJourney';

/** The lowest Node.js version the site says StackBlitz runs. */
const NODE = STAGE_NODE;

/**
 * Lines a reader would see in StackBlitz's terminal as a warning. npm's own
 * notices about itself (a newer npm exists, funding) are not the project's.
 */
const WARNING = /\bwarn(ing)?\b|\bdeprecat/i;
const NOT_THE_PROJECTS = /npm notice|New (major|minor|patch) version of npm|npm install -g npm@/i;

function warningsIn(output: string): string[] {
  return output
    .split('\n')
    .filter((line) => WARNING.test(line) && !NOT_THE_PROJECTS.test(line))
    .map((line) => line.trim());
}

/**
 * Removes every file of the last project, keeping the shared install and the
 * Angular CLI's cache (`.angular/`, whose dependency bundles for the dev server
 * depend on node_modules only): what a reader's second project would find.
 */
const KEPT = new Set(['node_modules', 'package-lock.json', '.angular']);
function clearProject(dir: string): void {
  for (const name of readdirSync(dir)) if (!KEPT.has(name)) rmSync(join(dir, name), {recursive: true});
}

function writeProject(dir: string, files: Readonly<Record<string, string>>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), {recursive: true});
    writeFileSync(join(dir, path), text);
  }
}

const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/** Starts the project's start script; resolves with the address it serves once it prints one. */
function startProject(
  tools: Toolchain,
  project: SentProject,
  dir: string,
): Promise<{url: string | null; output: () => string; stop: () => Promise<void>}> {
  const child = spawn(tools.node, [tools.npmCli, 'run', project.startScript], {
    cwd: dir,
    env: projectEnv(tools),
    detached: true,
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.on('close', () => resolve()));
  const stop = async () => {
    stopGroup(child.pid);
    const timer = setTimeout(() => stopGroup(child.pid, 'SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  };
  return new Promise((resolve) => {
    const done = (url: string | null) => {
      clearTimeout(timer);
      resolve({url, output: () => output, stop});
    };
    const timer = setTimeout(() => done(null), 120_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /https?:\/\/(localhost|127\.0\.0\.1):\d+\/?/.exec(output.replace(ANSI, ''))?.[0];
      if (url) done(url);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    void exited.then(() => done(null));
  });
}

/** Console errors, page errors, failed requests and error responses while the page is open. */
function watchPage(page: Page): {problems: string[]; stop: () => void} {
  // Console and page errors as every browser test collects them (support/errors.ts), pushed into
  // the same list as the failed requests and error answers below.
  const {errors: problems, stop: stopErrors} = watchErrors(page);
  const onRequestFailed = (request: Request) => {
    // The dev server's live-reload socket closes when the server stops.
    if (!/\/(@vite\/client|ng-cli-ws)|^ws/.test(request.url()))
      problems.push(`failed request: ${request.url()} (${request.failure()?.errorText})`);
  };
  const onResponse = (response: Response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  };
  page.on('requestfailed', onRequestFailed);
  page.on('response', onResponse);
  return {
    problems,
    stop: () => {
      stopErrors();
      page.off('requestfailed', onRequestFailed);
      page.off('response', onResponse);
    },
  };
}

/** A failure message for a command: the command, its exit status and its last lines. */
function commandFailure(command: string, dir: string, status: number | null, output: string): string {
  return `\`${command}\` in ${dir} exited with ${status}; its last lines:\n${lastLines(output)}`;
}

/**
 * What the browser shows of one project's page: the component, with the file's placeholder; a form
 * example's error when submitted empty and its value when submitted with a row chosen.
 * `firstVisit`: the server's first page, for which a development server may first bundle the
 * dependencies (the Angular workspace's took more than 20 s on a loaded machine) and reload.
 */
async function expectProjectOnPage(
  page: Page,
  project: SentProject,
  address: string,
  firstVisit = false,
): Promise<void> {
  const {problems, stop} = watchPage(page);
  try {
    await page.goto(address);
    const {npmName, version} = packageFacts(project.framework);
    // The stand-in at the version the page documents, as package.json pins it; the real
    // package (npm run check:packages) marks nothing: its input with the file's placeholder,
    // or the page's first input, stands for it.
    const placeholder = placeholderOf(project.source);
    const component = realPackage(project.framework)
      ? page
          .locator(placeholder ? `input[placeholder="${placeholder.replace(/"/g, '\\"')}"]` : 'input')
          .first()
          .locator('..')
      : page.locator(`[${STAND_IN_ATTRIBUTE}="${npmName}@${version}"]`).first();
    await expect(component, `the component is on the page (${project.name})`).toBeVisible({
      timeout: firstVisit ? 90_000 : 20_000,
    });
    // A form example: submitted empty, then with a chosen row (support/formJourney.ts).
    if (isFormExample(project.name)) await formJourney(page);
    // Let late errors (an effect, a lazy page of data) show.
    await page.waitForTimeout(300);
    // First what the browser reported: a binding the package lacks is named there. On a first
    // visit, a request the development server's reload cut short is no fault of the project.
    const reported = firstVisit ? problems.filter((p) => !/\(net::ERR_ABORTED\)$/.test(p)) : problems;
    expect(reported, `${project.name}: what the browser reported`).toEqual([]);
    if (placeholder)
      await expect(component.locator('input').first()).toHaveAttribute('placeholder', placeholder);
  } finally {
    stop();
  }
}

/**
 * `npm run build` in `dir`: exit status 0 and no warning. In a workspace, a path of
 * `src/projects/p<i>/` in the output is followed by the name of project `i`.
 */
async function expectBuild(
  tools: Toolchain,
  dir: string,
  projects: readonly SentProject[] = [],
): Promise<void> {
  const build = await runNpm(tools, ['run', 'build'], dir, projectEnv(tools), 240_000);
  const output = build.output.replace(
    /src\/projects\/p(\d+)\/[\w./-]+/g,
    (path, i: string) => `${path} (${projects[Number(i)]?.name ?? '?'})`,
  );
  expect(build.status, commandFailure('npm run build', dir, build.status, output)).toBe(0);
  expect(warningsIn(output), `npm run build printed no warning:\n${lastLines(output)}`).toEqual([]);
}

type Server = Awaited<ReturnType<typeof startProject>>;

/** The start script's server, stopped; what it printed holds no warning. */
async function stopServer(server: Server, project: SentProject): Promise<void> {
  await server.stop();
  expect(
    warningsIn(server.output()),
    `npm run ${project.startScript} printed no warning:\n${lastLines(server.output())}`,
  ).toEqual([]);
}

/**
 * Each framework: its first project exactly as sent (its files alone in the folder, `npm install`,
 * `npm run build`, the start script, the page), then every project, that one included, in one
 * workspace (support/sentProjects.ts: `workspaceOf`) with the same package.json, install and
 * scripts: one `npm run build` and one start script for all, and each project's page opened on
 * that server. One build of all the files instead of one a project: the stage's minutes (issue 47).
 */
for (const framework of frameworkIds) {
  test.describe(`${framework} projects`, () => {
    // In order, in one worker: they share one install folder and the workspace's server.
    test.describe.configure({mode: 'default'});
    const projects = sentProjects(framework);
    let tools: Toolchain;
    let registry: LocalRegistry | undefined;
    let dir = '';
    let manifest = '';
    let installed = false;
    let standIn: PackedPackage;
    let workspace: Server | undefined;

    test.beforeAll(async () => {
      test.setTimeout(600_000);
      tools = toolchain(NODE);
      // `npm run check:packages`: the real package's tarball in the stand-in's place.
      standIn = await stagePackage(framework, tools);
      registry = await startRegistry([standIn]);
      // One folder per package.json and stand-in: a changed tooling version or fact installs afresh.
      // The projects' one package.json, with the library a form example adds (stageManifest).
      manifest = stageManifest(projects);
      dir = installFolder(framework, manifest, standIn);
      installed = existsSync(join(dir, 'node_modules', '.package-lock.json'));
    });

    test.afterAll(async () => {
      await workspace?.stop();
      await registry?.close();
    });

    const first = projects[0]!;
    test(`${first.name}, as sent: installs, builds and starts under Node.js ${NODE}`, async ({page}) => {
      test.setTimeout(installed ? 180_000 : 600_000);
      let installWarnings: string[] = [];
      // The MCP's compile (mcp-code.spec.ts) shares this install: the first to come installs it,
      // holding the folder, and the other waits (support/projectInstall.ts).
      await withInstallLock(dir, async () => {
        mkdirSync(dir, {recursive: true});
        clearProject(dir);
        // Installed from the projects' one package.json; the first project's own is back in place
        // for its build below.
        writeProject(dir, {...first.files, 'package.json': manifest});
        if (installed || existsSync(join(dir, 'node_modules', '.package-lock.json'))) {
          writeProject(dir, first.files);
          return;
        }
        const result = await runNpm(
          tools,
          ['install', '--no-audit', '--no-fund', '--registry', registry!.url],
          dir,
          projectEnv(tools),
          540_000,
        );
        expect(result.status, commandFailure('npm install', dir, result.status, result.output)).toBe(0);
        const {npmName} = packageFacts(framework);
        const installedManifest = readFileSync(join(dir, 'node_modules', npmName, 'package.json'), 'utf8');
        if (!realPackage(framework))
          expect(installedManifest, `npm installed the stand-in of ${npmName}`).toContain('Test stand-in');
        installWarnings = warningsIn(result.output);
        writeProject(dir, first.files);
      });
      installed = true;
      expect(installWarnings, 'npm install printed no warning').toEqual([]);

      await expectBuild(tools, dir);
      const server = await startProject(tools, first, dir);
      try {
        expect(
          server.url,
          `npm run ${first.startScript} served no address; its last lines:\n${lastLines(server.output())}`,
        ).not.toBeNull();
        await expectProjectOnPage(page, first, server.url!, true);
      } finally {
        await stopServer(server, first);
      }
    });

    test(`all ${projects.length} projects in one workspace: npm run build, then the start script, under Node.js ${NODE}`, async () => {
      test.setTimeout(600_000);
      expect(installed, 'the install of the first test').toBe(true);
      expect(projects.length, `${framework}: the examples and the builder's files`).toBeGreaterThanOrEqual(
        20,
      );
      clearProject(dir);
      writeProject(dir, workspaceOf(framework, projects));
      await expectBuild(tools, dir, projects);
      workspace = await startProject(tools, first, dir);
      expect(
        workspace.url,
        `npm run ${first.startScript} served no address; its last lines:\n${lastLines(workspace.output())}`,
      ).not.toBeNull();
    });

    // Every project's page, each a step named after the project; one failing project is named
    // with its reason, and the others are still opened.
    test(`each project's page on the workspace's server shows the component, and the server stops`, async ({
      page,
    }) => {
      test.setTimeout(120_000 + projects.length * 20_000);
      expect(workspace?.url, 'the workspace built and started (the test before)').toEqual(expect.any(String));
      const failures: string[] = [];
      for (const [index, project] of projects.entries()) {
        await test
          .step(project.name, () =>
            expectProjectOnPage(page, project, workspacePage(workspace!.url!, index), index === 0),
          )
          .catch((error: Error) => failures.push(`${project.name}: ${error.message}`));
      }
      const server = workspace!;
      workspace = undefined;
      await stopServer(server, first);
      expect(failures, `${failures.length} of ${projects.length} projects failed`).toEqual([]);
    });

    // Every file also type-checks against the lowest framework version it may be copied into.
    for (const check of versionChecks(framework, projects)) {
      test(`${check.files.length} files type-check against ${framework} ${check.version}, the lowest they may run on`, async () => {
        test.setTimeout(600_000);
        expect(
          await problemsAtVersion(framework, check, tools, standIn),
          `these files must work on ${framework} ${check.version}: change the file, or list the API it uses in src/data/frameworkApis.ts`,
        ).toEqual([]);
      });
    }
  });
}
