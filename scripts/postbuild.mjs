// After `next build`: puts the error pages where static hosts look for them (`404.html`,
// `500.html`; with trailing slashes Next exports them as folders) and writes sitemap.xml and
// robots.txt from the pages that were actually exported.
import fs from 'node:fs';
import path from 'node:path';

const outDir = path.join(process.cwd(), process.env.DOCS_OUT_DIR || 'out');
const origin = `https://${process.env.NEXT_PUBLIC_DOCS_HOST || 'mui.com'}`;

for (const status of ['404', '500']) {
  const folder = path.join(outDir, status);
  if (!fs.existsSync(folder)) continue;
  fs.renameSync(path.join(folder, 'index.html'), path.join(outDir, `${status}.html`));
  fs.rmdirSync(folder);
}

function exportedPages(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return entry.name === '_next' || entry.name === 'static' ? [] : exportedPages(full);
    }
    return entry.name === 'index.html' ? [full] : [];
  });
}

const urls = exportedPages(outDir)
  .map((file) => `/${path.relative(outDir, path.dirname(file)).replace(/\\/g, '/')}/`.replace(/^\/\/$/, '/'))
  .sort();

const sitemap = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
  ...urls.map((url) => `  <url><loc>${origin}${url}</loc></url>`),
  '</urlset>',
  '',
].join('\n');
fs.writeFileSync(path.join(outDir, 'sitemap.xml'), sitemap);
fs.writeFileSync(path.join(outDir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`);
console.log(`postbuild: sitemap with ${urls.length} pages`);
