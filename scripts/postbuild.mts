// After `next build`: puts the error pages where static hosts look for them (`404.html`,
// `500.html`; with trailing slashes Next exports them as folders), writes sitemap.xml and
// robots.txt from the site's routes (failing when a route was not exported), the blog's feed, and
// publishes the component sizes as /size-snapshot.json. Old URLs' redirect pages are the next
// step's (scripts/write-redirects.mts); they are no routes, so the sitemap never lists them.
import fs from 'node:fs';
import path from 'node:path';
import { rssFeed } from '../src/blog/rssFeed';
import { BLOG_FEED_PATH } from '../src/page-kinds/shared/blogPosts.server';
import { liveSite } from '../src/site/liveSite.server';
import { sizeSnapshotFile } from '../src/size-snapshot/sizeSnapshotFile.server';
import { DOCS_CONFIG } from '../src/config/docsConfig';
import { GENERATED_DIR, OUT_DIR } from './lib/paths';

const origin = DOCS_CONFIG.siteOrigin;

for (const status of ['404', '500']) {
  const folder = path.join(OUT_DIR, status);
  if (!fs.existsSync(folder)) continue;
  fs.renameSync(path.join(folder, 'index.html'), path.join(OUT_DIR, `${status}.html`));
  fs.rmdirSync(folder);
}

const urls = liveSite.urls.map(({ url }) => url);

const missing = urls.filter((url) => !fs.existsSync(path.join(OUT_DIR, url, 'index.html')));
if (missing.length) {
  throw new Error(`postbuild: ${missing.length} routes were not exported, e.g. ${missing.slice(0, 5).join(', ')}`);
}

const sitemap = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
  ...urls.map((url) => `  <url><loc>${origin}${url}</loc></url>`),
  '</urlset>',
  '',
].join('\n');
fs.writeFileSync(path.join(OUT_DIR, 'sitemap.xml'), sitemap);
fs.writeFileSync(path.join(OUT_DIR, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`);

const blog = liveSite.pageProps(['blog']);
const posts = liveSite.blogPosts();
fs.writeFileSync(
  path.join(OUT_DIR, BLOG_FEED_PATH),
  rssFeed(posts, { origin, title: 'MUI X blog', description: blog.head.description, feedPath: BLOG_FEED_PATH }),
);
console.log(`postbuild: sitemap with ${urls.length} pages, feed with ${posts.length} posts`);

fs.copyFileSync(sizeSnapshotFile(GENERATED_DIR), path.join(OUT_DIR, 'size-snapshot.json'));
