/** Files below a folder, for specs that read a tree (docs pages, theme sources, the built site). */
import {existsSync, readdirSync, statSync} from 'node:fs';
import {join} from 'node:path';

/**
 * Every file below `path` (or `path` itself when it is a file) that `keep` accepts, as a path that
 * starts with `path`, in the order the folders list them. A path `skip` accepts (a file or a folder,
 * with all it holds) is passed over, and so is a `path` that does not exist.
 */
export function filesUnder(
  path: string,
  keep: (file: string) => boolean = () => true,
  skip: (path: string) => boolean = () => false,
): string[] {
  if (skip(path) || !existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return keep(path) ? [path] : [];
  return readdirSync(path).flatMap((name) => filesUnder(join(path, name), keep, skip));
}
