/**
 * The worker thread's side of ./inWorker.ts: indexes the build folder it is given with
 * ./indexSite.ts (TypeScript, loaded through jiti as Docusaurus loads the plugins) and posts back
 * the summary, or the error's message.
 */
const {parentPort, workerData} = require('node:worker_threads');
const jiti = require('jiti')(__filename);

const {indexSite} = jiti('./indexSite.ts');
indexSite(workerData.outDir, workerData.baseUrl, workerData.siteDir).then(
  (summary) => parentPort.postMessage({summary}),
  (error) => parentPort.postMessage({error: error instanceof Error ? error.message : String(error)}),
);
