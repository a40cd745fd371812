// After a build: follows every internal link (`<a href>`) of every exported page, and every
// `#fragment` to the element it names, and fails listing the links that lead nowhere. Part of
// `npm test`. External links are not followed (tests never reach the network).
// Usage: npx tsx scripts/check-links.mts [out-dir]
import fs from 'node:fs';
import path from 'node:path';
import { brokenLinks, readExportedPage, type ExportedPage } from '../src/site/linkCheck';
import { OUT_DIR } from './lib/paths';

const outDir = process.argv[2] ? path.resolve(process.argv[2]) : OUT_DIR;
const started = performance.now();

const pages = new Map<string, ExportedPage>();
for (const file of fs.readdirSync(outDir, { recursive: true }).map(String)) {
  if (!file.endsWith('.html') || file.startsWith('_next')) continue;
  const pathname = `/${file.replace(/(^|\/)index\.html$/, '$1')}`;
  pages.set(pathname, readExportedPage(fs.readFileSync(path.join(outDir, file), 'utf8')));
}
const exists = (pathname: string) => {
  const file = path.join(outDir, decodeURIComponent(pathname));
  return fs.existsSync(file) && (fs.statSync(file).isFile() || fs.existsSync(path.join(file, 'index.html')));
};

const broken = brokenLinks(pages, exists);
const links = [...pages.values()].reduce((sum, page) => sum + page.links.length, 0);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (broken.length > 0) {
  const byPage = broken.map(({ page, href, reason }) => `${page}: ${href} (${reason})`);
  console.error(`check-links: ${broken.length} broken links on ${new Set(broken.map((b) => b.page)).size} pages:`);
  console.error(byPage.slice(0, 200).join('\n'));
  process.exit(1);
}
console.log(`check-links: ${links} links on ${pages.size} pages, none broken (${seconds} s)`);
