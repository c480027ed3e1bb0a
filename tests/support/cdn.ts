/**
 * A test double of the public CDN the live preview loads from (issue 40;
 * src/plugins/live-preview). The browser's requests to the CDN's origin are
 * intercepted and answered here, never sent: each address of the preview
 * frame's import map (src/plugins/live-preview/page.ts) gets an ES module,
 * with the CORS header the CDN sends:
 * - the package: the stand-in generated from the facts (tests/stand-in), as the
 *   sent-projects stage installs it;
 * - React and React DOM: the UMD builds of the site's own react 18.3.1 and
 *   react-dom, run inside an ES module that re-exports them (React DOM gets
 *   `react` through the import map, as esm.sh's `?external=react` leaves it);
 * - Vue: `dist/vue.esm-browser.prod.js` of the site's `vue` devDependency, the
 *   version the projects pin.
 * Angular is not previewed yet, so nothing of it is served.
 */
import {readFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import type {BrowserContext} from '@playwright/test';
import {tooling} from '../../src/components/OpenInStackBlitz/tooling';
import {CDN_BASE} from '../../src/plugins/live-preview/cdn.cjs';
import {previewImportMap, type PreviewFacts} from '../../src/plugins/live-preview/page';
import {standInFiles} from '../stand-in/generate';
import {standInFacts} from '../stand-in/pack';
import {readFacts} from './facts';

const ROOT = join(__dirname, '..', '..');

/**
 * `vue.esm-browser.prod.js` of the site's own `vue` (a devDependency pinned to the version the
 * projects use, `tooling.ts`); a different version fails here, naming both.
 */
function vueBrowserBuild(): string {
  const manifest = require.resolve('vue/package.json');
  const {version} = JSON.parse(readFileSync(manifest, 'utf8')) as {version: string};
  if (version !== tooling.vue.peers.vue) {
    throw new Error(
      `the CDN double serves vue ${version} (package.json devDependencies), but the projects pin ` +
        `${tooling.vue.peers.vue} (src/components/OpenInStackBlitz/tooling.ts): make them the same.`,
    );
  }
  return join(dirname(manifest), 'dist', 'vue.esm-browser.prod.js');
}

/** A CommonJS/UMD file run inside an ES module: `module.exports` re-exported, by name and as default. */
function umdAsModule(file: string, names: readonly string[], requires: Record<string, string> = {}): string {
  const imports = Object.entries(requires).map(([name, local]) => `import * as ${local} from '${name}';`);
  const lookup = Object.entries(requires)
    .map(([name, local]) => `if (name === '${name}') return ${local}.default ?? ${local};`)
    .join(' ');
  return [
    ...imports,
    'const module = {exports: {}};',
    `(function (exports, module, require) {\n${readFileSync(file, 'utf8')}\n})(module.exports, module, (name) => { ${lookup} throw new Error('no module ' + name); });`,
    'export default module.exports;',
    ...names.map((name) => `export const ${name} = module.exports.${name};`),
  ].join('\n');
}

/** What each CDN address of the import map answers. */
function cdnModules(): Map<string, string> {
  const json = readFacts();
  const {imports} = previewImportMap(json as PreviewFacts);
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the names React exports, read like the site reads them
  const reactNames = Object.keys(require('react') as object).filter((n) => /^[A-Za-z_$][\w$]*$/.test(n));
  const modules = new Map<string, string>();
  modules.set(
    imports.react!,
    umdAsModule(join(ROOT, 'node_modules/react/umd/react.production.min.js'), reactNames),
  );
  modules.set(
    imports['react-dom/client']!,
    umdAsModule(
      join(ROOT, 'node_modules/react-dom/umd/react-dom.production.min.js'),
      ['createRoot', 'hydrateRoot'],
      {
        react: 'React',
      },
    ),
  );
  modules.set(imports.vue!, readFileSync(vueBrowserBuild(), 'utf8'));
  for (const framework of ['react', 'vue'] as const) {
    const facts = standInFacts(framework, json);
    modules.set(imports[facts.npmName]!, standInFiles(framework, facts)['index.js']!);
  }
  return modules;
}

export interface CdnDouble {
  /** Every CDN address the browser asked for, in order. */
  readonly requests: string[];
}

/**
 * Answers the CDN's addresses for every page and frame of the context; with
 * `refuse`, every request to it fails as a refused connection does.
 */
export async function serveCdn(context: BrowserContext, {refuse = false} = {}): Promise<CdnDouble> {
  const modules = cdnModules();
  const requests: string[] = [];
  await context.route(
    (url) => url.origin === CDN_BASE,
    async (route) => {
      const url = route.request().url();
      requests.push(url);
      if (refuse) return route.abort('connectionrefused');
      const body = modules.get(url);
      return route.fulfill({
        status: body === undefined ? 404 : 200,
        headers: {'Access-Control-Allow-Origin': '*', 'Content-Type': 'text/javascript; charset=utf-8'},
        body: body ?? `not served by the test CDN: ${url}`,
      });
    },
  );
  return {requests};
}
