import { seriousAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { builtPageUrls, dealInto } from './siteUrls';

// Every English page of the export, in light mode (accessibility.spec.ts checks a page of every
// kind in light and dark). The pages are dealt into parts so the two workers share them evenly;
// a part reports every page that fails, not just the first.
const ENGLISH_PAGES = builtPageUrls().filter((url) => !/^\/(zh|pt)\//.test(url));
const PARTS = 24;

for (const [part, pages] of dealInto(ENGLISH_PAGES, PARTS).entries()) {
  test(`every English page, part ${part + 1} of ${PARTS} (${pages.length} pages): no serious or critical axe violation but the accepted ones`, async ({
    page,
  }) => {
    test.setTimeout(pages.length * 30_000);
    const failures: string[] = [];
    for (const url of pages) {
      await page.goto(url);
      failures.push(...(await seriousAxeViolations(page)).map((line) => `${url} ${line}`));
    }
    expect(failures).toEqual([]);
  });
}
