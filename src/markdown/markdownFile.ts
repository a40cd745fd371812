import type { Language } from '../i18n/languages';

/**
 * Where a route's markdown lives, relative to `data/`:
 * `/x/react-data-grid/editing/persistence` → `data-grid/editing/persistence/persistence.md`,
 * `/x/api/charts` → `api/charts/charts.md`. Translations sit beside it as `<name>-zh.md`.
 */
export function markdownFileForRoute(canonicalPathname: string, language: Language = 'en'): string {
  const segments = canonicalPathname
    .replace(/^\/x\//, '')
    .split('/')
    .filter(Boolean);
  if (segments.length === 0) {
    throw new Error(`No markdown file for the route "${canonicalPathname}".`);
  }
  segments[0] = segments[0].replace(/^react-/, '');
  const name = segments.at(-1)!;
  const suffix = language === 'en' ? '' : `-${language}`;
  return `${segments.join('/')}/${name}${suffix}.md`;
}

/** The demo module id (`data-grid/quickstart/QuickstartGrid`) of a demo named on a page. */
export function demoIdForRoute(canonicalPathname: string, demoName: string): string {
  const file = markdownFileForRoute(canonicalPathname);
  return `${file.slice(0, file.lastIndexOf('/'))}/${demoName}`;
}
