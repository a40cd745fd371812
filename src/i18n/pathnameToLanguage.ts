import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';

export interface PathnameLanguage {
  userLanguage: Language;
  /** The path without its language prefix (hash and query kept). */
  canonicalAs: string;
  /** `canonicalAs` without its `#hash`. */
  canonicalAsServer: string;
  /** The docs path: `/api` becomes `/api-docs`, no trailing slash (except `/`). */
  canonicalPathname: string;
}

/**
 * Splits a path into its language and the language-free forms used for routing and links.
 * A prefix counts as a language only when it is a supported code followed by `/`.
 */
export function pathnameToLanguage(pathname: string): PathnameLanguage {
  const match = /^\/([a-z]{2})\//.exec(pathname);
  const prefix = match?.[1];
  const hasPrefix = isLanguage(prefix);
  const userLanguage: Language = hasPrefix ? prefix : DEFAULT_LANGUAGE;
  const canonicalAs = hasPrefix ? pathname.slice(3) : pathname;
  const canonicalAsServer = canonicalAs.replace(/#.*$/, '');
  const withoutQuery = canonicalAsServer.replace(/\?.*$/, '');
  const apiRenamed = withoutQuery.replace(/^\/api(?=\/|$)/, '/api-docs');
  const canonicalPathname = apiRenamed === '/' ? '/' : apiRenamed.replace(/\/$/, '');
  return { userLanguage, canonicalAs, canonicalAsServer, canonicalPathname };
}

/** Pages in English only (outside the navigation tree): never language-prefixed. */
export const LANGUAGE_EXEMPT_ROUTES = ['/blog', '/size-snapshot'];

/** Paths that are never language-prefixed. */
export function isLanguageExempt(pathname: string): boolean {
  return LANGUAGE_EXEMPT_ROUTES.some((route) => pathname === route || pathname.startsWith(`${route}/`));
}

/** The URL of `canonicalAs` in `language` (English has no prefix). */
export function pathnameInLanguage(canonicalAs: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE || isLanguageExempt(canonicalAs)) {
    return canonicalAs;
  }
  return `/${language}${canonicalAs}`;
}
