/**
 * The files of one unpacked package as ./read.ts reads them, and the entries its package.json
 * names. Nothing here parses code (no TypeScript), so the live preview's CDN double
 * (tests/support/cdn.ts) finds a real package's module without loading the parser.
 */

/** The files of one unpacked package (its `package/` folder). */
export interface PackageFiles {
  /** What messages name it by (the tarball's path). */
  readonly label: string;
  /** Its package.json. */
  readonly manifest: PackageManifest;
  /** Every file's path inside the package (`dist/index.d.ts`), `/`-separated. */
  readonly paths: readonly string[];
  /** A file's text, by its path inside the package. */
  readonly read: (path: string) => string;
}

export interface PackageManifest {
  readonly name: string;
  readonly version: string;
  readonly module?: string;
  readonly main?: string;
  readonly typings?: string;
  readonly types?: string;
  readonly exports?: unknown;
  readonly peerDependencies?: Readonly<Record<string, string>>;
  readonly dependencies?: Readonly<Record<string, string>>;
}

/** The file a package's `exports["."]` (or `module`) names for an ES module import, as a path in the package. */
export function esModuleEntry(pkg: PackageFiles): string {
  const pick = (entry: unknown): string | undefined => {
    if (typeof entry === 'string') return entry;
    if (entry && typeof entry === 'object') {
      const conditions = entry as Record<string, unknown>;
      for (const condition of ['import', 'es2020', 'module', 'default']) {
        const found = pick(conditions[condition]);
        if (found) return found;
      }
    }
    return undefined;
  };
  const exported = pkg.manifest.exports as Record<string, unknown> | undefined;
  const file = pick(exported?.['.']) ?? pkg.manifest.module ?? pkg.manifest.main;
  if (!file) throw new Error(`${pkg.label}: its package.json names no module`);
  return file.replace(/^\.\//, '');
}

/** The package's type declarations (its `types` or `typings`, else index.d.ts). */
export function typesEntry(pkg: PackageFiles): string {
  return (pkg.manifest.types ?? pkg.manifest.typings ?? 'index.d.ts').replace(/^\.\//, '');
}
