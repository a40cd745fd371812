import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT || 4173);

// Specs that need the build with the third-party services on (`npm run build:e2e-variant`,
// in out-e2e/). The server hands that build to the host name `localhost`.
const VARIANT_SPECS = [/(^|\/)ads\.spec\.ts$/];

export default defineConfig({
  testDir: 'test/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: [['list']],
  timeout: 60_000,
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
  projects: [
    { name: 'site', testIgnore: VARIANT_SPECS },
    { name: 'third-party-on', testMatch: VARIANT_SPECS, use: { baseURL: `http://localhost:${PORT}` } },
  ],
  webServer: {
    command: `node scripts/serve.mjs --port ${PORT} --host 127.0.0.1 --variant-dir out-e2e`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
