// Benchmarks run against the built site served on 127.0.0.1 by scripts/serve.mts, in Debian's
// Chromium (or CHROME_PATH).
import { spawn } from 'node:child_process';
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

/** Debian's Chromium, headless, as every benchmark runs it. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

/**
 * Serves `dir` on 127.0.0.1:`port` (text gzip-compressed with `gzip`) and resolves once it
 * answers; `stop()` ends the server.
 */
export async function serveSite({
  port,
  dir = 'out',
  gzip = false,
}: {
  port: number;
  dir?: string;
  gzip?: boolean;
}): Promise<{ origin: string; stop: () => void }> {
  // tsx as a loader keeps the server one process, which `stop()` ends.
  const args = ['--import', 'tsx', 'scripts/serve.mts', '--port', String(port), '--host', '127.0.0.1', '--dir', dir];
  const server = spawn(process.execPath, gzip ? [...args, '--gzip'] : args, { stdio: 'ignore' });
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    try {
      await fetch(origin);
      break;
    } catch (error) {
      if (attempt > 50) {
        server.kill();
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return { origin, stop: () => server.kill() };
}

/** `--port N` from the command line, else `fallback`. */
export function portArgument(fallback: number): number {
  const index = process.argv.indexOf('--port');
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * Waits until the page has requested nothing for `quietMs`. After the load's network idle the
 * drawer still prefetches the pages of its links and the demos in view load their code: a
 * benchmark that counts what one action fetches starts once those are done.
 */
export async function waitForQuiet(page: Page, quietMs = 2_000): Promise<void> {
  let lastRequest = Date.now();
  const onRequest = () => {
    lastRequest = Date.now();
  };
  page.on('request', onRequest);
  await page.waitForLoadState('networkidle');
  while (Date.now() - lastRequest < quietMs) await page.waitForTimeout(250);
  page.off('request', onRequest);
}
