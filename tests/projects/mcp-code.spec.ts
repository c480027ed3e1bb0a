/**
 * The code the MCP server writes compiles (issue 46): every site example
 * (src/data/examples.ts) translated by the `translate` tool into each other
 * framework, and the builder's pairwise set (tests/support/builderConfigs.ts)
 * written by `generate_code`, go through the target framework's compile step,
 * all files of one framework in one project and one compile, against the
 * sent-projects stage's install of that framework (tests/support/projectInstall.ts):
 *
 *   Angular  ngc (the compiler of `ng build`) with strict templates
 *   React    tsc with the React template's tsconfig
 *   Vue      the project's build (`vite build`, the SFC compiler) with every file mounted
 *
 * The server is started from mcp/dist (`npm run mcp:build`) by the SDK's own client.
 */
import {test, expect} from '@playwright/test';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {exampleFiles} from '../../src/data/examples';
import {frameworkIds, type FrameworkId} from '../../src/data/frameworks';
import {configOf, pairwise} from '../support/builderConfigs';
import {projectInstall} from '../support/projectInstall';
import {templateOf} from '../support/sentProjects';
import {readFacts} from '../support/facts';
import {validateFacts} from '../../src/data/facts';
import {upgradeGuideOf} from '../../src/data/upgrade';
import {snippetFile} from '../../src/data/upgradeChecklist';
import {lastLines, projectEnv, runNpm, STAGE_CACHE} from '../support/toolchain';

const ROOT = join(__dirname, '..', '..');
const SERVER = join(ROOT, 'mcp', 'dist', 'mcp', 'src', 'index.js');
const EXTENSION: Record<FrameworkId, string> = {angular: 'ts', react: 'tsx', vue: 'vue'};

const ISSUE_USAGE =
  '<Autocomplete dropdownData={fruits} isApiLoad={true} triggerApiLoadEvent={() => loadMore()} ' +
  'customClass={{inputClass: "form-control"}} />';

interface Compiled {
  /** What the file is, for a failure message: `examples/react/basic.tsx → angular`. */
  readonly name: string;
  readonly text: string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers, shapes asserted by the test
async function callJson(client: Client, name: string, args: Record<string, unknown>): Promise<any> {
  const result = (await client.callTool({name, arguments: args})) as {
    isError?: boolean;
    content: {text: string}[];
  };
  const text = result.content.map((c) => c.text).join('\n');
  expect(result.isError ?? false, `${name} ${JSON.stringify(args).slice(0, 200)}: ${text}`).toBe(false);
  return JSON.parse(text);
}

/** The project's files around `files` (src/file-<i>.<ext>) and the script that compiles them. */
function projectFiles(framework: FrameworkId, files: readonly Compiled[]): Record<string, string> {
  const paths = files.map((_, i) => `src/file-${i}.${EXTENSION[framework]}`);
  const template = templateOf(framework);
  const project: Record<string, string> = Object.fromEntries(files.map((file, i) => [paths[i]!, file.text]));
  if (framework === 'angular') {
    const base = JSON.parse(template['tsconfig.json']!) as {compilerOptions: Record<string, unknown>};
    project['tsconfig.json'] = JSON.stringify({
      compilerOptions: {...base.compilerOptions, outDir: 'out'},
      files: paths,
      angularCompilerOptions: {strictTemplates: true, strictInjectionParameters: true},
    });
    project['package.json'] = JSON.stringify({private: true, scripts: {compile: 'ngc -p tsconfig.json'}});
  } else if (framework === 'react') {
    project['tsconfig.json'] = template['tsconfig.json']!;
    project['package.json'] = JSON.stringify({private: true, scripts: {compile: 'tsc -p tsconfig.json'}});
  } else {
    for (const name of ['index.html', 'vite.config.ts']) project[name] = template[name]!;
    // Every component mounted, as the template's main.ts mounts the example.
    project['src/main.ts'] = [
      "import {createApp} from 'vue';",
      ...paths.map((path, i) => `import File${i} from './${path.slice(4)}';`),
      ...paths.map((_, i) => `createApp(File${i}).mount('#app');`),
      '',
    ].join('\n');
    project['package.json'] = JSON.stringify({
      private: true,
      type: 'module',
      scripts: {compile: 'vite build --logLevel warn'},
    });
  }
  return project;
}

for (const to of frameworkIds) {
  test(`the site's examples translated to ${to} by the MCP translate tool, and the builder's pairwise files from generate_code${to === 'angular' ? ", and the upgrade guide's code" : ''}, compile`, async () => {
    test.setTimeout(600_000);
    const install = await projectInstall(to);
    const client = new Client({name: 'site-tests', version: '1.0.0'});
    await client.connect(
      new StdioClientTransport({command: process.execPath, args: [SERVER], stderr: 'pipe'}),
    );
    const files: Compiled[] = [];
    try {
      const sources = exampleFiles.filter((e) => e.framework !== to);
      const inputs = [
        ...sources.map((e) => ({
          file: e.file,
          framework: e.framework,
          code: readFileSync(join(ROOT, e.file), 'utf8'),
        })),
        // Issue 46's usage: a switch given and added, an object literal with strings, an arrow handler.
        ...(to === 'react' ? [] : [{file: 'issue 46 usage', framework: 'react' as const, code: ISSUE_USAGE}]),
      ];
      for (const example of inputs) {
        const translation = await callJson(client, 'translate', {
          from_framework: example.framework,
          to_framework: to,
          code: example.code,
        });
        // One binding per name in each tag.
        for (const tag of (translation.code as string).split(/\n(?=<)/)) {
          const names = [...tag.matchAll(/^\s+[[(:@]?([\w.-]+)[\])]?=/gm)].map((m) => m[1]);
          expect(names.length, `${example.file} → ${to}: ${tag}`).toBe(new Set(names).size);
        }
        expect(translation.file?.text, `translate ${example.file} → ${to} gives a file`).toEqual(
          expect.any(String),
        );
        files.push({name: `${example.file} → ${to}`, text: translation.file.text});
      }
      // Every example of the other two frameworks, not a lucky few.
      expect(files.length).toBe(inputs.length);
      expect(files.length).toBeGreaterThanOrEqual(14);
      for (const [i, row] of pairwise.entries()) {
        const config = configOf(row);
        const generated = await callJson(client, 'generate_code', {framework: to, options: config});
        files.push({name: `generate_code ${to}, pairwise row ${i + 1}`, text: generated.code});
      }
      // Angular: the upgrade guide's code before and after each item, through the same compile
      // (issue 48). Every member it names is still in the package (no Angular release removed one),
      // so the stand-in of the documented release holds them all.
      if (to === 'angular') {
        const facts = validateFacts(readFacts());
        expect(facts.packages.angular.history.removedMembers, 'no Angular member was removed').toEqual([]);
        const guide = upgradeGuideOf(facts, 'angular');
        const coded = guide.items.filter((item) => item.code);
        expect(coded.length, 'the Angular upgrade guide has code to compile').toBeGreaterThan(0);
        for (const item of coded)
          for (const side of ['before', 'after'] as const)
            files.push({
              name: `upgrade guide ${item.id} (${side})`,
              text: snippetFile('angular', guide.npmName, item.code![side]),
            });
      }
    } finally {
      await client.close();
    }

    // One project, one compile: the files beside the stage's node_modules.
    const dir = join(STAGE_CACHE, 'mcp-code', to);
    rmSync(dir, {recursive: true, force: true});
    mkdirSync(join(dir, 'src'), {recursive: true});
    symlinkSync(join(install.dir, 'node_modules'), join(dir, 'node_modules'));
    for (const [path, text] of Object.entries(projectFiles(to, files))) {
      mkdirSync(dirname(join(dir, path)), {recursive: true});
      writeFileSync(join(dir, path), text);
    }
    const result = await runNpm(install.tools, ['run', 'compile'], dir, projectEnv(install.tools), 420_000);
    // Errors name the file as the test knows it (the example and the target), not src/file-<i>.
    const output = result.output.replace(
      /src\/file-(\d+)\.\w+/g,
      (path, i: string) => `${files[Number(i)]?.name ?? path} (${path})`,
    );
    expect(
      result.status,
      `${files.length} files compiled as one ${to} project in ${dir}:\n${lastLines(output, 60)}`,
    ).toBe(0);
  });
}
