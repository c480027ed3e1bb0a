/**
 * The one order of the steps that read or write the built site, in stages: a stage starts when the
 * one before it has ended; the steps of a stage start in list order and run together (the search
 * index's in a worker thread, beside the synchronous steps after it). Each step is a function
 * exported by its plugin folder, with what it reads and writes (./types.ts); `planProblems` checks
 * the order against those declarations, here at load and in tests/unit/post-build.spec.ts.
 *
 * 1. live-preview, robots-txt: the last files: the preview frame's page (a page: readers and the
 *    policy step must see it) and robots.txt. Neither reads the build.
 * 2. search-index, llms-txt: read the pages as Docusaurus (and live-preview) wrote them; each
 *    writes only its own files (build/pagefind/; the Markdown twins, llms*.txt, skills/).
 * 3. security-headers, alone and last: rewrites every page (its policy <meta>, which no reader
 *    reads) and lists the whole build folder into build/_headers, so nothing is written after it.
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
 * What is wrong with an order, one sentence per problem (none: it is right):
 * - a step starts only after every other step that writes what it reads has ended (an earlier
 *   stage), and no later step writes it;
 * - steps of one stage touch no common file, except that they may read the same files.
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
