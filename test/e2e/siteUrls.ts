import fs from 'node:fs';
import path from 'node:path';

/** Every page of the built site, read from the sitemap the build writes. */
export function builtPageUrls(): string[] {
  const sitemap = fs.readFileSync(path.join(process.cwd(), 'out/sitemap.xml'), 'utf8');
  return [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((match) => match[1]);
}

/**
 * `items` dealt into `parts` lists, one in turn to each (so that slow and quick pages spread
 * evenly over the tests the workers share).
 */
export function dealInto<T>(items: readonly T[], parts: number): T[][] {
  return Array.from({ length: parts }, (_, part) => items.filter((_, index) => index % parts === part));
}
