/** The worker's side of ./inWorker.ts: ./indexSite.ts through jiti (as Docusaurus loads plugins). */
const {parentPort, workerData} = require('node:worker_threads');
const jiti = require('jiti')(__filename);

const {indexSite} = jiti('./indexSite.ts');
indexSite(workerData.outDir, workerData.baseUrl, workerData.siteDir).then(
  (summary) => parentPort.postMessage({summary}),
  (error) => parentPort.postMessage({error: error instanceof Error ? error.message : String(error)}),
);
