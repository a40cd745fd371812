// After `next build`: writes the service worker to <out>/x/sw.js from src/sw/worker.js with
// this build's id in it (DOCS_BUILD_ID, which scripts/build.mts gives Next and every step), so
// every deploy ships a changed worker and readers get the update.
import fs from 'node:fs';
import path from 'node:path';
import { OUT_DIR } from './lib/paths';

const buildId = process.env.DOCS_BUILD_ID;
if (!buildId || !/^[\w-]+$/.test(buildId)) {
  throw new Error('generate-service-worker: no build id (DOCS_BUILD_ID): run it through `npm run build`');
}

const template = fs.readFileSync(path.join(process.cwd(), 'src', 'sw', 'worker.js'), 'utf8');
const placeholder = "'__BUILD_ID__'";
if (!template.includes(placeholder)) {
  throw new Error('generate-service-worker: src/sw/worker.js lost its build id placeholder');
}
fs.mkdirSync(path.join(OUT_DIR, 'x'), { recursive: true });
fs.writeFileSync(path.join(OUT_DIR, 'x', 'sw.js'), template.replace(placeholder, JSON.stringify(buildId)));
console.log(`generate-service-worker: x/sw.js for build ${buildId}`);
