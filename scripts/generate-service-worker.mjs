// After `next build`: writes the service worker to <out>/x/sw.js from src/sw/worker.js with
// this build's id in it, so every deploy ships a changed worker and readers get the update.
import fs from 'node:fs';
import path from 'node:path';
import { OUT_DIR } from './pageScripts.mjs';

const staticDir = path.join(OUT_DIR, '_next', 'static');

// The exported build keeps its manifests in _next/static/<build id>/.
const buildId = fs
  .readdirSync(staticDir, { withFileTypes: true })
  .find((entry) => entry.isDirectory() && fs.existsSync(path.join(staticDir, entry.name, '_buildManifest.js')))?.name;

if (!buildId || !/^[\w-]+$/.test(buildId)) {
  throw new Error(`generate-service-worker: no build id found in ${path.relative(process.cwd(), staticDir)}`);
}

const template = fs.readFileSync(path.join(process.cwd(), 'src', 'sw', 'worker.js'), 'utf8');
const placeholder = "'__BUILD_ID__'";
if (!template.includes(placeholder)) {
  throw new Error('generate-service-worker: src/sw/worker.js lost its build id placeholder');
}
fs.mkdirSync(path.join(OUT_DIR, 'x'), { recursive: true });
fs.writeFileSync(path.join(OUT_DIR, 'x', 'sw.js'), template.replace(placeholder, JSON.stringify(buildId)));
console.log(`generate-service-worker: x/sw.js for build ${buildId}`);
