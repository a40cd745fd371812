import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** What a page's Content-Security-Policy reported while a test used it. */
export interface Violations {
  /** `securitypolicyviolation` events of the document, as `directive: blocked (source)`. */
  events: () => Promise<string[]>;
  /** Console messages of blocked loads and scripts (they name the policy). */
  console: string[];
}

/** Starts recording the policy's reports; call before the page is opened. */
export async function recordViolations(page: Page): Promise<Violations> {
  await page.addInitScript(() => {
    const recorded: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = recorded;
    document.addEventListener('securitypolicyviolation', (event) => {
      recorded.push(
        `${event.effectiveDirective}: ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`,
      );
    });
  });
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  return {
    events: () => page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []),
    console,
  };
}

/** No report arrived, the late ones given time to. */
export async function expectNoViolations(page: Page, violations: Violations) {
  // Violations are reported as events after the blocked load: give the last ones time to arrive.
  await page.waitForTimeout(500);
  expect(await violations.events()).toEqual([]);
  expect(violations.console).toEqual([]);
}
