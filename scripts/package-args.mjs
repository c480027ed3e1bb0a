/**
 * The command line of the scripts that read the packages' tarballs: `--<framework> <tarball>`, at
 * least one, plus the script's own `options`. A usage error calls `fail(message)`, naming the argument.
 */
import {existsSync} from 'node:fs';
import {resolve} from 'node:path';
import {parseArgs} from 'node:util';
import {importTs} from './ts-hooks.mjs';

const {frameworkIds} = await importTs('src/data/frameworks.ts');

/**
 * `{tarballs, values}`: each framework's tarball (absolute path), in the order given, and the values
 * of `options`, a `{type: 'string'}` option a path that must exist.
 */
export function packageArgs(fail, options = {}) {
  const known = {...Object.fromEntries(frameworkIds.map((id) => [id, {type: 'string'}])), ...options};
  // Not strict: each bad argument is named here, in the scripts' own words.
  const {tokens} = parseArgs({options: known, strict: false, tokens: true});
  const tarballs = {};
  const values = {};
  for (const token of tokens) {
    const isKnown = token.kind === 'option' && Object.hasOwn(known, token.name);
    // A flag (`--check`) takes no value.
    const name =
      isKnown && (known[token.name].type === 'string' || token.value === undefined) ? token.name : null;
    if (name === null) fail(`unknown argument ${JSON.stringify(token.rawName ?? token.value)}`);
    if (known[name].type === 'boolean') {
      values[name] = true;
      continue;
    }
    if (!token.value) fail(`--${name} needs the path of ${name in options ? 'a file' : 'a tarball'}`);
    const path = resolve(token.value);
    if (!existsSync(path)) fail(`--${name}: ${path} does not exist`);
    if (name in options) values[name] = path;
    else if (!/\.(tgz|tar\.gz)$/.test(path)) fail(`--${name}: ${path} is not an npm tarball (.tgz)`);
    else tarballs[name] = path;
  }
  if (Object.keys(tarballs).length === 0) fail('no tarball given');
  return {tarballs, values};
}
