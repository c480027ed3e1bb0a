/**
 * Runs ./indexSite.ts in a worker thread, so reading and parsing the pages, and Pagefind's own
 * process, use a second core while the synchronous step beside it in src/plugins/post-build's
 * plan (llms-txt) holds the main thread. The worker starts when this is called; no step that
 * writes pages runs until it has ended (the plan's order).
 */
import {join} from 'node:path';
import {Worker} from 'node:worker_threads';
import type {IndexSummary} from './indexSite';

/** `siteDir`: the site whose facts give the members' reader words (./indexSite.ts; absent: this one). */
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
