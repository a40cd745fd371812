// Runs the build's steps (scripts/lib/buildSteps.ts) in order, each in its own process, and prints
// each step's time. `--pipeline dev` and `--pipeline typecheck` run the steps `next dev` and the
// type-check need; `--list` prints the steps. The first failing step stops the build, named.
// Usage: tsx scripts/build.mts [--pipeline build|dev|typecheck] [--list]
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { isPipeline, newBuildId, stepsOf, timingSummary, type StepTiming } from './lib/buildSteps';

const args = process.argv.slice(2);
const pipelineIndex = args.indexOf('--pipeline');
const pipeline = pipelineIndex >= 0 ? args[pipelineIndex + 1] : 'build';
if (!isPipeline(pipeline)) {
  console.error(`build: unknown pipeline "${pipeline}" (build, dev or typecheck)`);
  process.exit(2);
}
const steps = stepsOf(pipeline);

if (args.includes('--list')) {
  for (const step of steps) console.log(`${step.name.padEnd(22)} scripts/${step.script}: ${step.does}`);
  process.exit(0);
}

// One id for the whole build: Next's (next.config.ts) and the service worker's cache name.
const env = {
  ...process.env,
  DOCS_BUILD_ID: process.env.DOCS_BUILD_ID || newBuildId(new Date(), randomBytes(4).toString('hex')),
};

const timings: StepTiming[] = [];
for (const step of steps) {
  console.log(`\n▶ ${step.name}: ${step.does}`);
  const started = performance.now();
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join('scripts', step.script)], {
    stdio: 'inherit',
    env,
  });
  const milliseconds = performance.now() - started;
  timings.push({ name: step.name, milliseconds });
  if (result.status !== 0) {
    console.error(
      `\nbuild: step "${step.name}" (scripts/${step.script}) failed after ${(milliseconds / 1000).toFixed(1)} s`,
    );
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${step.name} in ${(milliseconds / 1000).toFixed(1)} s`);
}
console.log(`\nbuild (${pipeline}) steps:\n${timingSummary(timings)}`);
