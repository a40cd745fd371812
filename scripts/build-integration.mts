// Builds the "integration" variant of the site into out-integration/: the normal build with
// every third-party integration switched on (analytics measurement id, ad network script and
// feed) on hosts that no one serves (`.test`), which the browser tests intercept, and the docs
// host set to 127.0.0.1 so the service worker registers on the local test server.
// The values are in scripts/integration-env.json, which the tests read too.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

// DOCS_OUT_DIR (out-integration) is one of them: where the build goes and the tests serve from.
const integrationEnv: Record<string, string> = JSON.parse(
  fs.readFileSync(new URL('integration-env.json', import.meta.url), 'utf8'),
);

const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...process.env, ...integrationEnv } });
process.exit(result.status ?? 1);
