/**
 * The public API of a real package of `npm run check:packages` (the facts check in
 * tests/packages): its unpacked files handed to the one reader, src/lib/packageApi (what
 * `npm run facts:import` reads a tarball with too).
 */
import {readFileSync} from 'node:fs';
import {relative, sep} from 'node:path';
import type {FrameworkId} from '../../src/data/frameworks';
import {packageApi as readPackageApi, type PackageApi, type PackageFiles} from '../../src/lib/packageApi';
import {filesUnder} from './files';
import type {RealPackage} from './realPackages';

/** The files of an unpacked real package, as src/lib/packageApi reads them. */
export function packageFiles(pkg: RealPackage): PackageFiles {
  return {
    label: pkg.tarball,
    manifest: pkg.manifest,
    paths: filesUnder(pkg.dir).map((file) => relative(pkg.dir, file).split(sep).join('/')),
    read: (path) => readFileSync(`${pkg.dir}/${path}`, 'utf8'),
  };
}

/** The public API of a real package, read from its files. */
export function packageApi(
  framework: FrameworkId,
  pkg: RealPackage,
  names: {readonly componentClass?: string; readonly componentName?: string},
): PackageApi {
  return readPackageApi(framework, packageFiles(pkg), names);
}
