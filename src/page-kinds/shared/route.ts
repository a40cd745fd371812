// A route of the site: which kind of page renders it, where, in which languages. Shared by the
// server (which lists routes) and the browser (whose page data names its kind).
import { LANGUAGES, type Language } from '../../i18n/languages';
import type { PageKind } from '../index';

/** The tabs a component page gets when its front matter names components or hooks. */
export const DOCS_TABS = ['components-api', 'hooks-api'] as const;
export type DocsTab = (typeof DOCS_TABS)[number];

export interface SiteRoute {
  kind: PageKind;
  /** No trailing slash, `/` for the root. */
  canonicalPathname: string;
  /** The languages it is served in; English-only pages are never language-prefixed. */
  languages: readonly Language[];
}

/** `/x/react-data-grid/components-api` → the page and its tab; null for any other path. */
export function parseDocsTabPath(pathname: string): { pagePathname: string; tab: DocsTab } | null {
  const slash = pathname.lastIndexOf('/');
  const tab = pathname.slice(slash + 1) as DocsTab;
  return DOCS_TABS.includes(tab) ? { pagePathname: pathname.slice(0, slash), tab } : null;
}

/** A route of `kind` at `canonicalPathname`, in every language unless told otherwise. */
export function siteRoute(
  kind: PageKind,
  canonicalPathname: string,
  languages: readonly Language[] = LANGUAGES,
): SiteRoute {
  return { kind, canonicalPathname, languages };
}

export const ENGLISH_ONLY: readonly Language[] = ['en'];
