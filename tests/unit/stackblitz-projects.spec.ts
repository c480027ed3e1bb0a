/**
 * "Open in StackBlitz" (issue 18), without a browser: every example's
 * project, built by the same pure function as the button
 * (src/components/OpenInStackBlitz/project.ts) from the template files in
 * examples/stackblitz/<framework>/, holds the example file unchanged, pins
 * the documented package version and its peers, and type-checks (Angular,
 * React) or compiles (Vue) with the example in place; the StackBlitz SDK is
 * in no page's first-load JS.
 */
import {test, expect} from '@playwright/test';
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import semver from 'semver';
import {compileScript, compileTemplate, parse as parseSfc} from '@vue/compiler-sfc';
import {exampleFiles, type ExampleFile} from '../../src/data/examples';
import {frameworkIds, type FrameworkId} from '../../src/data/frameworks';
import {examplePathIn, stackblitzProject} from '../../src/components/OpenInStackBlitz/project';
import {importedPackages, nodeEngines, tooling, WEBCONTAINER_NODE} from '../../src/lib/stackblitz/tooling';
import {frameworkNeedOf} from '../../src/data/frameworkApis';
import {demoProjectId, embedEditUrl, embedRunUrl, projectFormFields} from '../../src/components/RunHere/form';
import {allPageWeights} from '../../scripts/page-weight.cjs';
import {readFacts} from '../support/facts';
import {builtAssetsContaining, readBuiltHtml} from '../support/site';
import {packageFacts, templateOf, TEMPLATES} from '../support/sentProjects';
import {programErrors, SHIMS} from '../support/componentUsage';

const ROOT = join(__dirname, '..', '..');
/** Files of examples/stackblitz/ that are not part of a template. */
const NOT_TEMPLATE = new Set(['README.md', 'shims.d.ts']);

interface FactsPackage {
  examples: {title: string; url: string}[];
}
const facts = readFacts<{packages: Record<FrameworkId, FactsPackage>}>();

const source = (example: ExampleFile): string => readFileSync(join(ROOT, example.file), 'utf8');

function projectOf(example: ExampleFile) {
  return stackblitzProject(
    example.framework,
    {file: example.file, title: example.title, source: source(example)},
    packageFacts(example.framework),
    templateOf(example.framework),
  );
}

test('each framework has a template folder, and its module sends every file of it', () => {
  const templateDirs = readdirSync(TEMPLATES).filter((name) => !NOT_TEMPLATE.has(name));
  expect(templateDirs.sort()).toEqual([...frameworkIds].sort());
  for (const framework of frameworkIds) {
    const module = readFileSync(
      join(ROOT, 'src', 'components', 'OpenInStackBlitz', `${framework}Template.ts`),
      'utf8',
    );
    const imported = [...module.matchAll(/@site\/examples\/stackblitz\/([^'?]+)\?raw'/g)].map((m) => m[1]);
    const keys = [...module.matchAll(/^\s*'([^']+)': \w+,$/gm)].map((m) => `${framework}/${m[1]}`);
    const onDisk = Object.keys(templateOf(framework)).map((path) => `${framework}/${path}`);
    expect(
      imported.sort(),
      `${framework}Template.ts must import every file of examples/stackblitz/${framework}/`,
    ).toEqual(onDisk.sort());
    expect(keys.sort(), `${framework}Template.ts must send each file under its path in the project`).toEqual(
      onDisk.sort(),
    );
  }
});

for (const framework of frameworkIds) {
  test(`${framework}: every project holds its example unchanged and pins the documented versions`, () => {
    const pkg = packageFacts(framework);
    for (const example of exampleFiles.filter((e) => e.framework === framework)) {
      const {project, openFile} = projectOf(example);
      expect(project.template, 'a Node.js (WebContainer) project, which runs package.json scripts').toBe(
        'node',
      );
      expect(project.files[openFile], `${example.file} must be sent byte for byte`).toBe(source(example));
      expect(openFile).toBe(examplePathIn(framework, source(example)));
      for (const [path, text] of Object.entries(templateOf(framework))) {
        if (path !== openFile) expect(project.files[path], `${path} of the template`).toBe(text);
      }
      const manifest = JSON.parse(project.files['package.json']!) as {
        dependencies: Record<string, string>;
        devDependencies: Record<string, string>;
        scripts: Record<string, string>;
      };
      expect(manifest.dependencies[pkg.npmName], 'the documented version, exactly').toBe(pkg.version);
      for (const [peer, range] of Object.entries(pkg.peerDependencies)) {
        const version = manifest.dependencies[peer];
        expect(version && semver.valid(version), `${peer} pinned to one version`).toBeTruthy();
        expect(
          semver.satisfies(version!, range),
          `${peer}@${version} must satisfy the facts range ${range}`,
        ).toBe(true);
      }
      for (const version of [
        ...Object.values(manifest.dependencies),
        ...Object.values(manifest.devDependencies),
      ])
        expect(semver.valid(version), 'every dependency pinned exactly').toBeTruthy();
      expect(Object.keys(manifest.scripts).length).toBeGreaterThan(0);
    }
  });
}

test('every project lists each package its example imports, and a form library only where it is imported', () => {
  const problems: string[] = [];
  const imported = new Set<string>();
  for (const example of exampleFiles) {
    const {project} = projectOf(example);
    const {dependencies} = JSON.parse(project.files['package.json']!) as {
      dependencies: Record<string, string>;
    };
    const imports = importedPackages(source(example));
    for (const name of imports) {
      imported.add(name);
      if (dependencies[name] === undefined)
        problems.push(`${example.file} imports ${name}, not in its package.json`);
    }
    for (const [name, version] of Object.entries(tooling[example.framework].libraries)) {
      const listed = dependencies[name];
      if (imports.includes(name) ? listed !== version : listed !== undefined)
        problems.push(`${example.file}: ${name}@${listed ?? '(none)'} in its package.json`);
    }
  }
  expect(problems, 'src/lib/stackblitz/tooling.ts (libraries) or the example').toEqual([]);
  const libraries = frameworkIds.flatMap((framework) => Object.keys(tooling[framework].libraries));
  expect(
    libraries.filter((name) => !imported.has(name)),
    'a library no example imports',
  ).toEqual([]);
  expect(libraries.length, 'React Hook Form and VeeValidate').toBeGreaterThanOrEqual(2);
});

test('each form library: the site installs the version the projects pin, its peer range accepts their framework, and a file importing it says the release that range starts at', () => {
  const lowest = readFacts<{packages: Record<FrameworkId, {supportedFrameworkVersions: {lowest: string}}>}>();
  for (const framework of frameworkIds) {
    const {peers, libraries} = tooling[framework];
    const core = framework === 'angular' ? '@angular/core' : framework;
    for (const [name, version] of Object.entries(libraries)) {
      const manifest = JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as {
        version: string;
        peerDependencies: Record<string, string>;
      };
      expect(manifest.version, `${name}: the site's devDependency (package.json)`).toBe(version);
      const range = manifest.peerDependencies[core]!;
      expect(semver.satisfies(peers[core]!, range), `${name} accepts ${core}@${peers[core]}`).toBe(true);
      // The release the file needs: the start of the library's range when the package's lowest is below it.
      const floor = semver.minVersion(range)!.version;
      const packageLowest = lowest.packages[framework].supportedFrameworkVersions.lowest;
      expect(
        frameworkNeedOf(framework, `import {x} from '${name}';`)?.version ?? packageLowest,
        `${name}'s range ${range}: src/data/frameworkApis.ts`,
      ).toBe(semver.gt(floor, packageLowest) ? floor : packageLowest);
    }
  }
});

test('Angular projects install @angular/forms at the version of @angular/core', () => {
  const {project} = projectOf(exampleFiles.find((e) => e.framework === 'angular')!);
  const {dependencies} = JSON.parse(project.files['package.json']!) as {dependencies: Record<string, string>};
  expect(dependencies['@angular/forms']).toBe(dependencies['@angular/core']);
});

test('React projects run React 18, as the examples pages document', () => {
  const {project} = projectOf(exampleFiles.find((e) => e.framework === 'react')!);
  const {dependencies} = JSON.parse(project.files['package.json']!) as {dependencies: Record<string, string>};
  expect(semver.major(dependencies['react']!)).toBe(18);
  expect(dependencies['react-dom']).toBe(dependencies['react']);
});

/** The entry that mounts the example, and how it imports it. */
const entries: Record<FrameworkId, {entry: string; imports: RegExp; html: string; mount: RegExp}> = {
  angular: {
    entry: 'src/main.ts',
    imports: /from '\.\/app\/example'/,
    html: 'src/index.html',
    mount: /<app-root><\/app-root>/,
  },
  react: {
    entry: 'src/main.tsx',
    imports: /import Example from '\.\/Example'/,
    html: 'index.html',
    mount: /id="root"[\s\S]*src="\/src\/main\.tsx"/,
  },
  vue: {
    entry: 'src/main.ts',
    imports: /import Example from '\.\/Example\.vue'/,
    html: 'index.html',
    mount: /id="app"[\s\S]*src="\/src\/main\.ts"/,
  },
};

test('each template has an entry that mounts the example, and its configs parse', () => {
  for (const framework of frameworkIds) {
    const files = templateOf(framework);
    const {entry, imports, html, mount} = entries[framework];
    expect(files[entry], `${framework}: ${entry} imports the example`).toMatch(imports);
    expect(files[html], `${framework}: ${html} has the mount point and loads the entry`).toMatch(mount);
    for (const [path, text] of Object.entries(files)) {
      if (path.endsWith('.json')) expect(() => JSON.parse(text), `${framework}/${path}`).not.toThrow();
    }
  }
  const angular = JSON.parse(templateOf('angular')['angular.json']!) as {
    projects: Record<string, {architect: {build: {options: {browser: string; polyfills: string[]}}}}>;
  };
  const build = Object.values(angular.projects)[0]!.architect.build.options;
  expect(build.browser).toBe('src/main.ts');
  expect(build.polyfills).toEqual(['zone.js']);
});

// Type-checking a project: the template's files and the example, in a program rooted in
// examples/stackblitz/<framework>/ (so `react` resolves to the site's @types/react), with
// the shims standing in for the packages the site does not install.
function typeErrors(framework: FrameworkId, files: Record<string, string>, roots: string[]): string[] {
  return programErrors(join(TEMPLATES, framework), files, {extraRoots: SHIMS, roots, onlyGiven: true});
}

/** Compiles a Vue single-file component; returns its errors. */
function vueErrors(file: string, text: string): string[] {
  const {descriptor, errors} = parseSfc(text, {filename: file});
  const messages = errors.map((e) => String(e instanceof Error ? e.message : e));
  try {
    compileScript(descriptor, {id: file});
  } catch (error) {
    messages.push(`compileScript: ${(error as Error).message}`);
  }
  const template = compileTemplate({source: descriptor.template?.content ?? '', filename: file, id: file});
  messages.push(...template.errors.map((e) => (typeof e === 'string' ? e : e.message)));
  return messages;
}

for (const framework of frameworkIds) {
  test(`${framework}: the template type-checks with every example in place`, () => {
    test.setTimeout(120_000);
    const problems: string[] = [];
    for (const example of exampleFiles.filter((e) => e.framework === framework)) {
      const {project} = projectOf(example);
      const scripts = Object.keys(project.files).filter((path) => /\.tsx?$/.test(path));
      if (framework === 'vue') {
        problems.push(
          ...vueErrors(example.file, project.files['src/Example.vue']!).map((e) => `${example.file}: ${e}`),
        );
      }
      problems.push(
        ...typeErrors(framework, project.files, scripts).map((e) => `with ${example.file}: ${e}`),
      );
    }
    expect(problems, 'fix the template (examples/stackblitz/) or the example').toEqual([]);
  });
}

test('the first example of each install page has "Run here" and "Open in StackBlitz"', () => {
  for (const framework of frameworkIds) {
    const html = readBuiltHtml(`/docs/${framework}/installation/install`);
    expect(html, `${framework} install page`).toMatch(/<button[^>]*>Open in StackBlitz/);
    expect(html, `${framework} install page`).toMatch(/<button[^>]*>Run here/);
    expect(html).toContain('on stackblitz.com');
  }
});

/** The built chunks holding `marker` exist, and no page loads one of them first. */
function expectBuiltOutsideFirstLoad(marker: string): void {
  const chunks = builtAssetsContaining('js', marker);
  expect(chunks.length, `no built chunk contains "${marker}": update the marker`).toBeGreaterThan(0);
  const firstLoad = new Set(allPageWeights().flatMap((page) => page.js.files));
  expect([...firstLoad].filter((file) => chunks.some((name) => file.endsWith(name)))).toEqual([]);
}

/** A string that the StackBlitz SDK's minified bundle keeps (a warning it prints). */
const SDK_MARKER = 'Unsupported project.template';

test("the StackBlitz SDK is built, and is in no page's first-load JS", () => {
  expectBuiltOutsideFirstLoad(SDK_MARKER);
});

test('Vite projects are ES modules (package.json "type": "module"); the Angular CLI project is not', () => {
  for (const framework of frameworkIds) {
    const {project} = projectOf(exampleFiles.find((e) => e.framework === framework)!);
    const manifest = JSON.parse(project.files['package.json']!) as {type?: string; devDependencies: object};
    const usesVite = 'vite' in manifest.devDependencies;
    expect(manifest.type, `${framework}: vite.config.ts is an ES module`).toBe(
      usesVite ? 'module' : undefined,
    );
  }
});

test("every build tool starts in StackBlitz's WebContainers Node.js", () => {
  const problems: string[] = [];
  for (const framework of frameworkIds) {
    const tools = tooling[framework];
    for (const [name, version] of Object.entries({...tools.dependencies, ...tools.devDependencies})) {
      if (
        name.startsWith('@types/') ||
        ['rxjs', 'tslib', 'zone.js', '@angular/compiler', '@angular/platform-browser'].includes(name)
      )
        continue; // Libraries loaded by the app, not programs Node.js runs.
      const range = nodeEngines[`${name}@${version}`];
      if (!range) {
        problems.push(
          `${name}@${version}: record its engines.node (npm view ${name}@${version} engines.node) in nodeEngines`,
        );
        continue;
      }
      for (const node of WEBCONTAINER_NODE) {
        if (!semver.satisfies(node, range))
          problems.push(`${name}@${version} (${range}) refuses Node.js ${node}`);
      }
    }
  }
  expect(problems, 'src/lib/stackblitz/tooling.ts').toEqual([]);
});

test('Run here posts the fields the StackBlitz SDK posts, into an embed address', () => {
  const example = exampleFiles.find((e) => e.framework === 'react')!;
  const {project, openFile, startScript} = projectOf(example);
  const fields = projectFormFields({...project, files: {...project.files, 'src/[id].ts': 'x'}});
  // The SDK's order (createProjectForm): title, description, template, then one field per file.
  expect(fields.slice(0, 3).map(([name]) => name)).toEqual([
    'project[title]',
    'project[description]',
    'project[template]',
  ]);
  expect(fields.find(([name]) => name === 'project[files][src/%5Bid%5D.ts]')?.[1]).toBe('x');
  expect(fields.find(([name]) => name === `project[files][${openFile}]`)?.[1]).toBe(source(example));
  expect(
    fields.some(([name]) => name === 'project[dependencies]'),
    'a node project has package.json',
  ).toBe(false);
  expect(projectFormFields({...project, description: ''}).map(([name]) => name)).not.toContain(
    'project[description]',
  );

  const run = new URL(embedRunUrl({theme: 'dark', openFile, startScript}));
  expect(`${run.origin}${run.pathname}`).toBe('https://stackblitz.com/run');
  expect(Object.fromEntries(run.searchParams)).toEqual({
    embed: '1',
    file: openFile,
    startScript,
    theme: 'dark',
    view: 'preview',
  });
});

test("every maintainers' demo has a project id, and its embed opens that project", () => {
  for (const framework of frameworkIds) {
    for (const demo of facts.packages[framework].examples) {
      const id = demoProjectId(demo.url);
      const embed = new URL(embedEditUrl(id, {theme: 'light'}));
      expect(`${embed.origin}${embed.pathname}`, demo.title).toBe(demo.url.split(/[?#]/)[0]);
      expect(embed.searchParams.get('embed')).toBe('1');
      expect(embed.searchParams.get('theme')).toBe('light');
    }
  }
  expect(() => demoProjectId('https://example.com/edit/x')).toThrow(/Not a StackBlitz project link/);
});

/** A string of Run here's embed module (its timeout message), kept by the minifier. */
const EMBED_MARKER = 'StackBlitz did not load in time';

test("Run here's embed code is built, and is in no page's first-load JS", () => {
  expectBuiltOutsideFirstLoad(EMBED_MARKER);
});
