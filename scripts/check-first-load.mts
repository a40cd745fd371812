// After a build: fails when a text page's first-load JS is over its budget or the right-to-left
// style cache has slipped into it. Part of `npm test`; benchmark-build.mts reports the same figures.
import { OUT_DIR } from './lib/paths';
import { BUDGET_TEXT_PAGE_KIB, TEXT_PAGE, firstLoadFigures, kib } from './lib/pageScripts';

const figures = firstLoadFigures(OUT_DIR);
console.log(
  `first-load JS of /${TEXT_PAGE}/: ${kib(figures.textPageBytes)} gzip (budget ${BUDGET_TEXT_PAGE_KIB} KiB); ` +
    `right-to-left cache ${figures.rtlChunkBytes === null ? 'not found' : figures.rtlInFirstLoad ? 'in the first load' : 'loaded on demand'}`,
);
if (!figures.withinBudget) {
  console.error('Over budget.');
  process.exit(1);
}
