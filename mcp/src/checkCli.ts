/** The command line's `check FILE --framework F [--version V]`: exit 0 clean, 1 a problem, 2 a usage error. */
import {readFileSync} from 'node:fs';
import {frameworkIds, type FrameworkId} from '../../src/data/frameworks';
import {checkUsage} from './checkUsage';
import {dataFolder} from './data';
import {loadModel} from './model';
import {ArgumentError, checkVersion, suggestion} from './tools/shared';

export const CHECK_USAGE_LINE = `Usage: autocomplete-plugins-mcp check FILE --framework ${frameworkIds.join('|')} [--version RELEASE|latest]`;

/** The arguments after `check`: the file, the framework and the version, or an ArgumentError naming the bad one. */
function checkArguments(args: readonly string[]) {
  const options = new Map<string, string>();
  const files: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const option = /^--(framework|version)(?:=(.*))?$/.exec(arg);
    if (option) {
      const value = option[2] ?? args[++i];
      if (value === undefined || value === '') throw new ArgumentError(`--${option[1]}: needs a value.`);
      options.set(option[1]!, value);
    } else if (arg.startsWith('-')) {
      throw new ArgumentError(
        `${arg.slice(0, 40)}: no such option; give --framework and, if you like, --version.`,
      );
    } else {
      files.push(arg);
    }
  }
  if (files.length !== 1)
    throw new ArgumentError(
      `FILE: give one file to check${files.length > 1 ? `, not ${files.length}` : ''}.`,
    );
  const framework = options.get('framework');
  if (framework === undefined)
    throw new ArgumentError(`--framework: missing; one of ${frameworkIds.join(', ')}.`);
  if (!(frameworkIds as readonly string[]).includes(framework))
    throw new ArgumentError(
      `--framework: "${framework.slice(0, 40)}" is none of ${frameworkIds.join(', ')}.` +
        suggestion(framework, frameworkIds),
    );
  return {file: files[0]!, framework: framework as FrameworkId, version: options.get('version')};
}

/** Runs `check` and answers its exit code. */
export function runCheck(args: readonly string[]): number {
  try {
    const {file, framework, version} = checkArguments(args);
    let code: string;
    try {
      code = readFileSync(file, 'utf8');
    } catch (error) {
      throw new ArgumentError(
        `FILE: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? 'error'}).`,
      );
    }
    const model = loadModel(dataFolder());
    const release =
      checkVersion(model, framework, '--version', version) ?? model.api[framework].latestVersion;
    const result = checkUsage(model, framework, code, release);
    const npm = model.reference[framework].npmName;
    for (const p of result.problems)
      console.log(`${file}: ${p.kind} ${p.member}: ${p.message} Fix: ${p.fix}`);
    console.log(
      result.ok
        ? `${file}: no problem found (${npm} ${release}).`
        : `${file}: ${result.problems.length} problem${result.problems.length === 1 ? '' : 's'} (${npm} ${release}).`,
    );
    return result.ok ? 0 : 1;
  } catch (error) {
    if (error instanceof ArgumentError) {
      console.error(`autocomplete-plugins-mcp check: ${error.message.replace(/^code:/, 'FILE:')}`);
      console.error(CHECK_USAGE_LINE);
      return 2;
    }
    throw error;
  }
}
