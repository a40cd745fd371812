// Build time: what the search knows of a guide from its markdown file, its title and the
// `searchKeywords` of its front matter (the words readers use for it).
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { parseFrontMatter } from '../markdown/frontMatter';
import { markdownFileForRoute } from '../markdown/markdownFile';

export interface GuideSearchInfo {
  title: string;
  keywords: readonly string[];
}

/** The title (first `# ` heading) and search keywords of a markdown source. */
export function guideSearchInfoOf(source: string, file: string): GuideSearchInfo {
  const { data, content } = matter(source);
  const title = /^# (.+)$/m.exec(content)?.[1].trim() ?? '';
  return { title, keywords: parseFrontMatter(data, file).searchKeywords ?? [] };
}

/** The English guide of a route (`data/` relative), or null for a route without a markdown file (an API page). */
export function guideSearchInfo(dataDir: string, canonicalPathname: string): GuideSearchInfo | null {
  if (canonicalPathname === '/') return null;
  const file = markdownFileForRoute(canonicalPathname);
  const fullPath = path.join(dataDir, file);
  if (!fs.existsSync(fullPath)) return null;
  return guideSearchInfoOf(fs.readFileSync(fullPath, 'utf8'), `data/${file}`);
}
