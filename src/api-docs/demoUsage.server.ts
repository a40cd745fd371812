import fs from 'node:fs';
import path from 'node:path';
import { markdownFileForRoute } from '../markdown/markdownFile';
import { listRoutablePages } from '../nav/findActivePage';
import type { DocsPage } from '../nav/pageTypes';
import { productOfPackage } from './entryNamed';

/** A docs page and the demos on it that import a given export. */
export interface DemoUsage {
  pathname: string;
  demos: string[];
}

const DEMO_LINE = /^\{\{\s*"demo"\s*:\s*"([^"]+)"\s*\}\}\s*$/gm;
const X_IMPORT = /import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'(@mui\/x-[a-z-]+(?:\/[A-Za-z-]+)?)'/g;

/**
 * What a demo's source imports from the `@mui/x-*` packages, as `product:name` keys
 * (`data-grid:DataGrid`): two products may export the same name (`Toolbar`).
 */
export function importedXNames(source: string): string[] {
  const names = new Set<string>();
  for (const match of source.matchAll(X_IMPORT)) {
    const product = productOfPackage(match[2]);
    if (!product) continue;
    for (const specifier of match[1].split(',')) {
      const name = specifier
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0]
        .trim();
      if (name) names.add(`${product}:${name}`);
    }
  }
  return [...names];
}

/** For each export (`product:name`), the docs pages (in nav order) whose demos import it. */
export function collectDemoUsage(dataDir: string, docsPathnames: readonly string[]): Map<string, DemoUsage[]> {
  const usage = new Map<string, DemoUsage[]>();
  for (const pathname of docsPathnames) {
    const file = path.join(dataDir, markdownFileForRoute(pathname));
    if (!fs.existsSync(file)) continue;
    const byName = new Map<string, string[]>();
    for (const [, demoFile] of fs.readFileSync(file, 'utf8').matchAll(DEMO_LINE)) {
      const source = path.join(path.dirname(file), demoFile);
      if (!fs.existsSync(source)) continue;
      for (const name of importedXNames(fs.readFileSync(source, 'utf8'))) {
        byName.set(name, [...(byName.get(name) ?? []), demoFile.replace(/\.tsx?$/, '')]);
      }
    }
    for (const [name, demos] of byName) {
      usage.set(name, [...(usage.get(name) ?? []), { pathname, demos }]);
    }
  }
  return usage;
}

/** For each export, the guides (the routable pages outside the API reference) whose demos import it. */
export function collectGuideDemoUsage(dataDir: string, pages: DocsPage[]): Map<string, DemoUsage[]> {
  const guides = listRoutablePages(pages)
    .map((page) => page.pathname)
    .filter((pathname) => !pathname.startsWith('/x/api/'));
  return collectDemoUsage(dataDir, guides);
}
