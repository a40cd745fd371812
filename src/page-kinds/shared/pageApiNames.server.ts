import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { markdownFileForRoute } from '../../markdown/markdownFile';
import { DOCS_TABS, type DocsTab } from './route';

/** The components and hooks a markdown page names in its front matter (`components: DataGrid, DataGridPro`). */
export function pageApiNames(dataDir: string, pathname: string): Record<DocsTab, string[]> {
  const file = path.join(dataDir, markdownFileForRoute(pathname));
  const data = fs.existsSync(file) ? (matter(fs.readFileSync(file, 'utf8')).data as Record<string, unknown>) : {};
  const names = (value: unknown) =>
    typeof value === 'string'
      ? value
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean)
      : [];
  return { 'components-api': names(data.components), 'hooks-api': names(data.hooks) };
}

/** The API tabs a markdown page has: one for each of components and hooks its front matter names. */
export function pageApiTabs(dataDir: string, pathname: string): DocsTab[] {
  const names = pageApiNames(dataDir, pathname);
  return DOCS_TABS.filter((tab) => names[tab].length > 0);
}
