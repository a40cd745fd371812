import { defineConfig } from '@playwright/test';
import { INTEGRATION_ENV } from './test/e2e/integrationEnv';

const PORT = Number(process.env.E2E_PORT || 4173);
// `E2E_BUILD=integration` runs the tests tagged @integration against out-integration/ (the build
// with every third-party integration on, scripts/build-integration.mts); by default the other
// tests run against out/. One port, one run after the other.
const INTEGRATION = process.env.E2E_BUILD === 'integration';

export default defineConfig({
  testDir: 'test/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: [['list']],
  timeout: 60_000,
  grep: INTEGRATION ? /@integration/ : undefined,
  grepInvert: INTEGRATION ? undefined : /@integration/,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    headless: true,
  },
  webServer: {
    command: `node --import tsx scripts/serve.mts --port ${PORT} --host 127.0.0.1 --dir ${INTEGRATION ? INTEGRATION_ENV.DOCS_OUT_DIR : 'out'}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
