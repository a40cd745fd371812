// After `next build`: writes the service worker to <out>/x/sw.js, compiled from src/sw/worker.ts
// with this build's id in it (DOCS_BUILD_ID, which scripts/build.mts gives Next and every step),
// so every deploy ships a changed worker and readers get the update.
import fs from 'node:fs';
import path from 'node:path';
import { compileWorker } from '../src/sw/compileWorker.server';
import { OUT_DIR } from './lib/paths';

const buildId = process.env.DOCS_BUILD_ID;
if (!buildId) {
  throw new Error('generate-service-worker: no build id (DOCS_BUILD_ID): run it through `npm run build`');
}
fs.mkdirSync(path.join(OUT_DIR, 'x'), { recursive: true });
fs.writeFileSync(path.join(OUT_DIR, 'x', 'sw.js'), compileWorker(buildId));
console.log(`generate-service-worker: x/sw.js for build ${buildId}`);
