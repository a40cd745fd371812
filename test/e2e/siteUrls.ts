import fs from 'node:fs';
import path from 'node:path';

/** Every page of the built site, read from the sitemap the build writes. */
export function builtPageUrls(): string[] {
  const sitemap = fs.readFileSync(path.join(process.cwd(), 'out/sitemap.xml'), 'utf8');
  return [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((match) => match[1]);
}
