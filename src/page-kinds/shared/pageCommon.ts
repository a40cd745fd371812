import type { Language } from '../../i18n/languages';
import { pathnameInLanguage } from '../../i18n/pathnameToLanguage';
import { DOCS_CONFIG } from '../../config/docsConfig';
import { getProductInfoFromUrl } from '../../nav/productInfo';
import { versionsForPage } from '../../nav/versions';
import type { BuildContext } from './buildContext';
import type { HeadData, PageCommon } from './pageProps';
import { toUrlPath } from '../../nav/urlPath';

/** The props every kind shares: where the page is, its nav keys and its head. */
export function pageCommon(
  { route, language, pageIndex }: BuildContext,
  title: string,
  description: string,
  links?: HeadData['links'],
): PageCommon {
  const canonicalPath = toUrlPath(route.canonicalPathname);
  const indexed = pageIndex.get(route.canonicalPathname);
  const productInfo = getProductInfoFromUrl(canonicalPath);
  const absolute = (lang: Language) => `${DOCS_CONFIG.siteOrigin}${pathnameInLanguage(canonicalPath, lang)}`;
  return {
    language,
    canonicalPath,
    activeKey: indexed ? route.canonicalPathname : null,
    openKeys: indexed ? indexed.ancestors.map((ancestor) => ancestor.pathname) : [],
    productInfo,
    versions: versionsForPage(canonicalPath, productInfo.productId),
    head: {
      title: `${title} - MUI X`,
      description,
      canonicalUrl: absolute(language),
      alternates: [
        ...route.languages.map((lang) => ({ hrefLang: lang, href: absolute(lang) })),
        { hrefLang: 'x-default', href: absolute('en') },
      ],
      ...(links ? { links } : {}),
    },
  };
}
