/**
 * The real packages, when a maintainer runs `npm run check:packages` (issue 45): the script
 * passes the npm tarballs it was given in `CHECK_PACKAGES` (a JSON object, framework → tarball
 * path), and the sent-projects stage, the CDN double of the live preview and the facts check
 * (tests/packages) use them in place of the stand-in. Without it (`npm test`), every helper here
 * answers null and the stand-in is used. Nothing here builds a package: a tarball is what
 * `npm pack` gave the maintainer.
 */
import {execFileSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {basename, dirname, join} from 'node:path';
import type {FrameworkId} from '../../src/data/frameworks';
import {esModuleEntry as moduleEntryOf, type PackageManifest} from '../../src/lib/packageApi/files';
import type {PackedPackage} from './registry';
import {STAGE_CACHE} from './toolchain';

export interface RealPackage {
  readonly framework: FrameworkId;
  /** The tarball as given. */
  readonly tarball: string;
  /** Its `package/` folder, unpacked into the stage's cache. */
  readonly dir: string;
  readonly manifest: PackageManifest;
}

/** The tarballs of this run, or an empty object under `npm test`. */
function tarballs(): Partial<Record<FrameworkId, string>> {
  const raw = process.env.CHECK_PACKAGES;
  if (!raw) return {};
  const parsed = JSON.parse(raw) as Partial<Record<FrameworkId, string>>;
  for (const [framework, path] of Object.entries(parsed)) {
    if (typeof path !== 'string' || !existsSync(path)) {
      throw new Error(`CHECK_PACKAGES: the ${framework} tarball ${String(path)} does not exist`);
    }
  }
  return parsed;
}

/** True when this run checks the real packages rather than the stand-in. */
export const checkingRealPackages = (): boolean => Object.keys(tarballs()).length > 0;

/** The real package of a framework in this run, unpacked, or null (the stand-in is used). */
export function realPackage(framework: FrameworkId): RealPackage | null {
  const tarball = tarballs()[framework];
  if (!tarball) return null;
  const bytes = readFileSync(tarball);
  const key = createHash('sha256').update(bytes).digest('hex').slice(0, 12);
  const root = join(STAGE_CACHE, 'real-packages', `${framework}-${key}`);
  if (!existsSync(join(root, 'package', 'package.json'))) {
    mkdirSync(root, {recursive: true});
    execFileSync('tar', ['-xzf', tarball, '-C', root]);
  }
  const dir = join(root, 'package');
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as RealPackage['manifest'];
  return {framework, tarball, dir, manifest};
}

/** The file a package's `exports["."]` (or `module`) names for an ES module import, as a path in the package. */
export function esModuleEntry(pkg: RealPackage): string {
  return moduleEntryOf({label: pkg.tarball, manifest: pkg.manifest, paths: [], read: () => ''});
}

/**
 * The real package as the local registry serves it to the sent projects, which pin the version
 * the site documents. When the tarball holds an older version (a repository whose newest commit
 * predates the documented release), it is served under the documented version with its
 * `package.json` saying so, and `relabelledFrom` names the version it really is: the check's
 * summary counts what that limits.
 */
export function packedReal(
  pkg: RealPackage,
  documentedVersion: string,
): PackedPackage & {readonly relabelledFrom: string | null} {
  if (pkg.manifest.version === documentedVersion) {
    return {
      name: pkg.manifest.name,
      version: documentedVersion,
      manifest: pkg.manifest as unknown as Record<string, unknown>,
      tarball: readFileSync(pkg.tarball),
      relabelledFrom: null,
    };
  }
  const root = join(dirname(pkg.dir), `..`, `${basename(dirname(pkg.dir))}-as-${documentedVersion}`);
  const tarball = join(root, 'package.tgz');
  const manifest = {...pkg.manifest, version: documentedVersion};
  if (!existsSync(tarball)) {
    rmSync(root, {recursive: true, force: true});
    mkdirSync(root, {recursive: true});
    cpSync(pkg.dir, join(root, 'package'), {recursive: true});
    writeFileSync(join(root, 'package', 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    execFileSync('tar', ['-czf', tarball, '-C', root, 'package']);
  }
  return {
    name: pkg.manifest.name,
    version: documentedVersion,
    manifest: manifest as unknown as Record<string, unknown>,
    tarball: readFileSync(tarball),
    relabelledFrom: pkg.manifest.version,
  };
}
