// After `next build`: puts the error pages where static hosts look for them (`404.html`,
// `500.html`; with trailing slashes Next exports them as folders) and writes sitemap.xml and
// robots.txt from the pages that were actually exported.
import fs from 'node:fs';
import path from 'node:path';
import { OUT_DIR, exportedPageUrls } from './pageScripts.mjs';

const origin = `https://${process.env.NEXT_PUBLIC_DOCS_HOST || 'mui.com'}`;

for (const status of ['404', '500']) {
  const folder = path.join(OUT_DIR, status);
  if (!fs.existsSync(folder)) continue;
  fs.renameSync(path.join(folder, 'index.html'), path.join(OUT_DIR, `${status}.html`));
  fs.rmdirSync(folder);
}

const urls = exportedPageUrls(OUT_DIR);

const sitemap = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
  ...urls.map((url) => `  <url><loc>${origin}${url}</loc></url>`),
  '</urlset>',
  '',
].join('\n');
fs.writeFileSync(path.join(OUT_DIR, 'sitemap.xml'), sitemap);
fs.writeFileSync(path.join(OUT_DIR, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`);
console.log(`postbuild: sitemap with ${urls.length} pages`);
