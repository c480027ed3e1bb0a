/**
 * Runs ./indexSite.ts in a worker thread: reading the pages and Pagefind use a second core while
 * llms-txt's synchronous step, beside it in the post-build plan, holds the main thread.
 */
import {join} from 'node:path';
import {Worker} from 'node:worker_threads';
import type {IndexSummary} from './indexSite';

export function indexSiteInWorker(outDir: string, baseUrl: string, siteDir?: string): Promise<IndexSummary> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(join(__dirname, 'indexWorker.cjs'), {workerData: {outDir, baseUrl, siteDir}});
    let answered = false;
    worker.once('message', (answer: {summary?: IndexSummary; error?: string}) => {
      answered = true;
      if (answer.error !== undefined)
        reject(
          new Error(
            answer.error.startsWith('search-index:') ? answer.error : `search-index: ${answer.error}`,
          ),
        );
      else resolve(answer.summary!);
    });
    worker.once('error', (error) => {
      answered = true;
      reject(error);
    });
    worker.once('exit', (code) => {
      if (!answered)
        reject(new Error(`search-index: the indexing worker stopped (exit code ${code}) without an answer`));
    });
  });
}
