import { isLanguage } from './languages';
import { isLanguageExempt, pathnameInLanguage, pathnameToLanguage } from './pathnameToLanguage';

/**
 * Where `?userLanguage=xx` sends the reader: the same page in that language, without the
 * parameter. Unknown values, exempt paths and the language already shown give `null`.
 */
export function userLanguageRedirect(pathname: string, search: string, hash: string): string | null {
  const params = new URLSearchParams(search);
  const requested = params.get('userLanguage');
  if (!isLanguage(requested)) {
    return null;
  }
  const { userLanguage, canonicalAs } = pathnameToLanguage(pathname);
  if (requested === userLanguage || isLanguageExempt(canonicalAs)) {
    return null;
  }
  params.delete('userLanguage');
  const query = params.toString();
  return `${pathnameInLanguage(canonicalAs, requested)}${query ? `?${query}` : ''}${hash}`;
}
