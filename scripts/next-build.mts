// `next build` in two processes, one after the other: Turbopack's compile, then the generation and
// export of the pages (Next.js's `--experimental-build-mode compile` and `generate`).
//
// Why: in one process the two overlap. Turbopack holds about 1.3 GiB after compiling until its
// shutdown completes, at a moment that varies from run to run (sometimes not before the build
// ends), while the page-generation worker climbs to 0.7-0.8 GiB: the single-process build peaked
// at 1.45 to 2.2 GiB (budget 2 GiB). Apart, the peak is the compile's alone (about 1.35 GiB) and
// the build takes as long.
//
// The compile step writes an empty prerender manifest. The generate step `require`s that file when
// its static generation starts, and Node's module cache then hands the same stale copy to the final
// export, which skips every page that `getStaticPaths` lists and exports the route's template
// instead (Next.js 16.4.6). Deleting the file between the steps makes the first `require` fail
// (a failed `require` is not cached), so the export reads the manifest the generation wrote.
// Should an upgrade of Next.js change that, the export misses those routes and the build fails at
// once: postbuild checks that every route of the site was exported (and the link check and the
// browser tests would fail after it). On 2026-11-28 the single process peaked at 3,191 MiB and the
// split at 2,665 MiB on the same code (docs/PERFORMANCE.md).
// Build artifacts stay in .next with a static export, whatever `distDir` names (the export folder).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const PRERENDER_MANIFEST = path.join(process.cwd(), '.next', 'prerender-manifest.json');
// Run directly rather than through npx, whose own process would add to the peak.
const NEXT_BIN = createRequire(import.meta.url).resolve('next/dist/bin/next');

function nextBuild(mode: 'compile' | 'generate'): void {
  const result = spawnSync(process.execPath, [NEXT_BIN, 'build', '--experimental-build-mode', mode], {
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) {
    console.error(`next build (${mode}) failed`);
    process.exit(result.status ?? 1);
  }
}

nextBuild('compile');
fs.rmSync(PRERENDER_MANIFEST, { force: true });
nextBuild('generate');
