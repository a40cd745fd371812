// Builds the site a second time, into out-e2e/, with the third-party services switched on and
// pointed at fake hosts (test/e2e/variant-env.json) that the browser tests serve through route
// interception, so those tests never reach the network. Run it before `npm run build`: both
// write out/ first, and out/ must end up holding the default build.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = process.cwd();
const outDir = path.join(root, 'out');
const variantDir = path.join(root, 'out-e2e');
const variantEnv = JSON.parse(fs.readFileSync(path.join(root, 'test/e2e/variant-env.json'), 'utf8'));

const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...process.env, ...variantEnv } });
if (build.status !== 0) {
  process.exit(build.status ?? 1);
}
fs.rmSync(variantDir, { recursive: true, force: true });
fs.renameSync(outDir, variantDir);
console.log(`build-e2e-variant: ${Object.keys(variantEnv).join(', ')} set; the build is in out-e2e/`);
