import fs from 'node:fs';
import path from 'node:path';

/** The third-party settings of the integration build (scripts/build-integration.mts). */
export const INTEGRATION_ENV: Record<string, string> = JSON.parse(
  fs.readFileSync(path.join(__dirname, '..', '..', 'scripts', 'integration-env.json'), 'utf8'),
);

/** The folder the integration build is served from. */
export const INTEGRATION_OUT_DIR = path.join(__dirname, '..', '..', INTEGRATION_ENV.DOCS_OUT_DIR);
