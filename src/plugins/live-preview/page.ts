/**
 * The preview frame's page (build/preview/index.html), as pure functions of
 * the facts: which package each framework previews (the documented version),
 * the import map that loads it and its peers from the CDN, and the HTML.
 * No file access here (./index.ts writes the files); the tests call the same
 * functions to know the addresses the frame will ask the CDN for.
 */
import {tooling} from '../../components/OpenInStackBlitz/tooling';
import type {FrameworkId} from '../../data/types';
import {CDN_BASE} from './cdn.cjs';

/** The frameworks the frame can render (Angular's JIT bootstrap is not built yet: its pages keep Run here). */
export const PREVIEW_FRAMEWORKS = ['react', 'vue'] as const satisfies readonly FrameworkId[];
export type PreviewFramework = (typeof PREVIEW_FRAMEWORKS)[number];

/** What the frame needs to know of one framework's package. */
export interface PreviewPackage {
  readonly npmName: string;
  /** The version the site documents (the facts' latest release). */
  readonly version: string;
  /** The named export that is the component. */
  readonly exportName: string;
  /** The bare specifiers the frame imports, in order: the runtime's modules, then the package. */
  readonly modules: readonly string[];
}

/** The slice of the facts file read here. */
export interface PreviewFacts {
  readonly packages: Readonly<
    Record<
      FrameworkId,
      {
        readonly npmName: string;
        readonly latestVersion: string;
        readonly componentName?: string;
        readonly peerDependencies: Readonly<Record<string, string>>;
      }
    >
  >;
}

/** The runtime modules each framework's frame imports before the package. */
const RUNTIME_MODULES: Readonly<Record<PreviewFramework, readonly string[]>> = {
  react: ['react', 'react-dom/client'],
  vue: ['vue'],
};

export function previewPackages(facts: PreviewFacts): Record<PreviewFramework, PreviewPackage> {
  const entry = (framework: PreviewFramework): PreviewPackage => {
    const pkg = facts.packages[framework];
    return {
      npmName: pkg.npmName,
      version: pkg.latestVersion,
      exportName: pkg.componentName ?? 'Autocomplete',
      modules: [...RUNTIME_MODULES[framework], pkg.npmName],
    };
  };
  return {react: entry('react'), vue: entry('vue')};
}

/**
 * The import map: every peer at the version the StackBlitz projects pin
 * (src/components/OpenInStackBlitz/tooling.ts), the package at its documented
 * version. The package and react-dom are asked for with `?external=` (esm.sh
 * then leaves their imports of the peers bare), so the peers resolve through
 * this map and each runtime is loaded once.
 */
export function previewImportMap(facts: PreviewFacts): {imports: Record<string, string>} {
  const imports: Record<string, string> = {};
  const react = tooling.react.peers;
  imports.react = `${CDN_BASE}/react@${react.react}`;
  imports['react-dom/client'] = `${CDN_BASE}/react-dom@${react['react-dom']}/client?external=react`;
  imports.vue = `${CDN_BASE}/vue@${tooling.vue.peers.vue}`;
  for (const framework of PREVIEW_FRAMEWORKS) {
    const pkg = facts.packages[framework];
    const peers = Object.keys(pkg.peerDependencies).sort();
    imports[pkg.npmName] =
      `${CDN_BASE}/${pkg.npmName}@${pkg.latestVersion}${peers.length ? `?external=${peers.join(',')}` : ''}`;
  }
  return {imports};
}

/** `<` in JSON written inside a <script> element, so no text can close it. */
const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/** The frame's HTML; `baseUrl` ends with `/`. */
export function previewPageHtml(baseUrl: string, facts: PreviewFacts): string {
  const dir = `${baseUrl}preview/`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex, nofollow">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Live preview</title>
<link rel="icon" href="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E">
<link rel="stylesheet" href="${dir}frame.css">
<script type="importmap">${scriptJson(previewImportMap(facts))}</script>
<script type="application/json" id="preview-packages">${scriptJson(previewPackages(facts))}</script>
<script src="${dir}frame.js" defer></script>
</head>
<body>
<div id="preview"><p class="status" role="status">Loading the component…</p></div>
</body>
</html>
`;
}
