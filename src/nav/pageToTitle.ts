import type { DocsPage } from './pageTypes';

/** A readable title derived from the last path segment: `/x/row-height` → `Row height`. */
export function pageToTitle(page: DocsPage): string {
  if (page.title) {
    return page.title;
  }
  const segment = page.pathname.replace(/\/+$/, '').replace(/--$/, '').split('/').pop();
  const words = (segment ?? '')
    .replace(/^react-/, '')
    .replace(/-/g, ' ')
    .trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : page.pathname;
}

/**
 * The title in the reader's language: the entry's own title, else the page-title dictionary
 * of that language, else the English one, else the derived title.
 */
export function pageToTitleI18n(
  page: DocsPage,
  titles: { current: Record<string, string>; fallback: Record<string, string> },
): string {
  return page.title ?? titles.current[page.pathname] ?? titles.fallback[page.pathname] ?? pageToTitle(page);
}
