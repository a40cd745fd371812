// Builds the "integration" variant of the site into out-integration/: the normal build with
// every third-party integration switched on (analytics measurement id, ad network script and
// feed) on hosts that no one serves (`.test`), which the browser tests intercept, and the docs
// host set to 127.0.0.1 so the service worker registers on the local test server.
// The values are in scripts/integration-env.json, which the tests read too.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const INTEGRATION_OUT_DIR = 'out-integration';

const integrationEnv = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'integration-env.json'), 'utf8'));

const result = spawnSync('npm', ['run', 'build'], {
  stdio: 'inherit',
  env: { ...process.env, ...integrationEnv, DOCS_OUT_DIR: INTEGRATION_OUT_DIR },
});
process.exit(result.status ?? 1);
