/**
 * The one order of the post-build steps (./README.md says why each stage): a stage starts when the
 * one before it has ended; a stage's steps start in list order and run together. `planProblems`
 * checks the order against what each step reads and writes, at load and in
 * tests/unit/post-build.spec.ts.
 */
import {livePreviewStep} from '../live-preview';
import {llmsTxtStep} from '../llms-txt';
import {robotsTxtStep} from '../robots-txt';
import {searchIndexStep} from '../search-index';
import {securityHeadersStep} from '../security-headers';
import {PART_OF, type BuildFiles, type PostBuildStep} from './types';

export const POST_BUILD_PLAN: readonly (readonly PostBuildStep[])[] = [
  [livePreviewStep, robotsTxtStep],
  [searchIndexStep, llmsTxtStep],
  [securityHeadersStep],
];

/** Whether a step that reads `read` needs what a step writing `written` writes. */
function needs(read: BuildFiles, written: BuildFiles): boolean {
  return read === written || read === '*' || PART_OF[read] === written;
}

/** Whether two sets of files share a file (two steps touching them must not run together). */
function touch(a: BuildFiles, b: BuildFiles): boolean {
  return a === b || a === '*' || b === '*' || PART_OF[a] === b || PART_OF[b] === a;
}

/**
 * What is wrong with an order, a sentence a problem: a step must start after every step that writes
 * what it reads, and steps of one stage may share files only to read them.
 */
export function planProblems(plan: readonly (readonly PostBuildStep[])[]): string[] {
  const problems: string[] = [];
  const placed = plan.flatMap((stage, index) => stage.map((step) => ({step, stage: index})));
  const names = placed.map(({step}) => step.name);
  for (const name of new Set(names))
    if (names.filter((n) => n === name).length > 1) problems.push(`${name} is in the plan twice`);
  for (const reader of placed) {
    for (const writer of placed) {
      if (writer.step === reader.step) continue;
      for (const read of reader.step.reads) {
        const written = writer.step.writes.find((w) => needs(read, w));
        if (written === undefined) continue;
        if (writer.stage === reader.stage)
          problems.push(
            `${reader.step.name} reads ${read} while ${writer.step.name}, in the same stage, writes ${written}`,
          );
        else if (writer.stage > reader.stage)
          problems.push(
            `${reader.step.name} reads ${read} before ${writer.step.name} writes ${written}: move ${writer.step.name} to an earlier stage`,
          );
      }
      if (writer.stage !== reader.stage) continue;
      for (const mine of writer.step.writes) {
        const theirs = [...reader.step.writes, ...reader.step.reads].find((f) => touch(mine, f));
        if (theirs !== undefined && !reader.step.reads.some((r) => needs(r, mine)))
          problems.push(
            `${writer.step.name} writes ${mine} while ${reader.step.name}, in the same stage, touches ${theirs}`,
          );
      }
    }
  }
  return problems;
}
