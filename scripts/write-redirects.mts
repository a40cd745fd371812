// After `next build` and postbuild: exports a static page at each old URL of the site's redirects
// (src/site/siteRedirects.server.ts) for hosts that read no redirect rules, naming and linking the
// page that covers it. Fails, naming them, on redirects whose old URL is still a page, whose
// target was not exported or whose section (anchor) the target lacks. The deploy-files step then
// writes the same list as `_redirects` and nginx rules.
import fs from 'node:fs';
import path from 'node:path';
import { redirectPageHtml, redirectProblems } from '../src/deploy/redirects';
import { liveSite } from '../src/site/liveSite.server';
import { siteRedirects } from '../src/site/siteRedirects.server';
import { unescapeHtml } from '../src/ui/escapeHtml';
import { GENERATED_DIR, OUT_DIR } from './lib/paths';

const redirects = siteRedirects(GENERATED_DIR);
const routes = new Set(liveSite.urls.map(({ url }) => url));
const problems = redirectProblems(redirects, (pathname) => routes.has(`${pathname}/`));

const pages = redirects.map((redirect) => {
  const file = path.join(OUT_DIR, redirect.to, 'index.html');
  const html = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  if (!html) problems.push(`${redirect.from}: its target ${redirect.to} was not exported`);
  if (redirect.anchor && !html.includes(`id="${redirect.anchor}"`)) {
    problems.push(`${redirect.from}: ${redirect.to} has no section #${redirect.anchor}`);
  }
  // Next writes `<title data-next-head="">`: the page's own title names the target for the reader.
  const title = /<title[^>]*>([^<]+)<\/title>/.exec(html)?.[1];
  if (html && !title) problems.push(`${redirect.from}: its target ${redirect.to} has no title`);
  return { redirect, html: redirectPageHtml(redirect, unescapeHtml(title ?? redirect.to)) };
});
if (problems.length > 0) {
  console.error(`write-redirects: ${problems.length} problems:\n${problems.join('\n')}`);
  process.exit(1);
}

for (const { redirect, html } of pages) {
  fs.mkdirSync(path.join(OUT_DIR, redirect.from), { recursive: true });
  fs.writeFileSync(path.join(OUT_DIR, redirect.from, 'index.html'), html);
}
console.log(`write-redirects: ${pages.length} static redirect pages`);
