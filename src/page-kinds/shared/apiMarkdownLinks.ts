import { apiPagePathname } from '../../api-docs/apiPaths';
import { entryNamed } from '../../api-docs/entryNamed';
import type { ApiIndexEntry, ApiProduct } from '../../api-docs/types';
import { DEFAULT_CODE_STYLING, DEFAULT_CODE_VARIANT } from '../../code/codePreferences';
import type { Language } from '../../i18n/languages';
import { pathnameInLanguage } from '../../i18n/pathnameToLanguage';
import type { ApiMarkdownLinks } from '../../markdown-export/apiToMarkdown';
import { markdownFileUrl } from '../../markdown/markdownFileUrl';
import { toUrlPath } from '../../nav/urlPath';

/** The Markdown file of an API entry's page in a language. */
export const apiMarkdownUrl = (entry: ApiIndexEntry, language: Language) =>
  markdownFileUrl(pathnameInLanguage(toUrlPath(apiPagePathname(entry)), language), [], {
    codeVariant: DEFAULT_CODE_VARIANT,
    codeStyling: DEFAULT_CODE_STYLING,
  });

/** `[[GridColDef]]` → the Markdown file of its page in `language`, in `product` when two products have the name. */
export function apiMarkdownLinks(
  entries: readonly ApiIndexEntry[],
  language: Language,
  product?: ApiProduct,
): ApiMarkdownLinks {
  return (name) => {
    const entry = entryNamed(entries, name, product);
    return entry ? apiMarkdownUrl(entry, language) : null;
  };
}
