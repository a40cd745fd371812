import type { Language } from '../i18n/languages';
import SITE_DATA_FILES from './generated/siteDataFiles.json';
import type { SiteData } from './siteData';

/** The URL of a language's site data file (content-hashed, cacheable for good). */
export function siteDataUrl(language: Language): string {
  return SITE_DATA_FILES[language];
}

const requests = new Map<Language, Promise<SiteData>>();

/** Browser: a language's site data, fetched once per page load and shared by every page. */
export function loadSiteData(language: Language): Promise<SiteData> {
  let request = requests.get(language);
  if (!request) {
    request = fetch(siteDataUrl(language)).then((response) => {
      if (!response.ok) {
        throw new Error(`MUI X docs: the site data ${siteDataUrl(language)} answered ${response.status}.`);
      }
      return response.json() as Promise<SiteData>;
    });
    // A failed request is not kept, so the next navigation tries again.
    request.catch(() => requests.delete(language));
    requests.set(language, request);
  }
  return request;
}
