// After `next build`: writes sitemap.xml and robots.txt into out/ (or DOCS_OUT_DIR) from the pages that were
// actually exported, so the sitemap can never list a page that does not exist.
import fs from 'node:fs';
import path from 'node:path';

const outDir = path.join(process.cwd(), process.env.DOCS_OUT_DIR || 'out');
const origin = `https://${process.env.NEXT_PUBLIC_DOCS_HOST || 'mui.com'}`;

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
