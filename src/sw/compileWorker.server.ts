import fs from 'node:fs';
import path from 'node:path';
import { transformSync } from 'esbuild';

const WORKER_SOURCE = path.join(process.cwd(), 'src', 'sw', 'worker.ts');

/**
 * The service worker as the browser runs it: worker.ts with its types stripped, as a classic
 * script (a worker registered without `type: 'module'`), with this build's id in its cache name.
 */
export function compileWorker(buildId: string, source = fs.readFileSync(WORKER_SOURCE, 'utf8')): string {
  if (!/^[\w-]+$/.test(buildId)) {
    throw new Error(`compileWorker: "${buildId}" is not a build id (letters, digits, - and _ only)`);
  }
  return transformSync(source, {
    loader: 'ts',
    format: 'iife',
    target: 'es2020',
    define: { __BUILD_ID__: JSON.stringify(buildId) },
  }).code;
}
