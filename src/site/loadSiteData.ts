import type { Language } from '../i18n/languages';
import SITE_DATA_FILES from '../../generated/site/siteDataFiles.json';
import type { SiteData } from './siteData';
import { SITE_DATA_GLOBAL } from './siteDataScript';

type SiteDataWindow = Window & { [SITE_DATA_GLOBAL]?: Partial<Record<Language, SiteData>> };

/** The URL of a language's site data script (content-hashed, cacheable for good). */
export function siteDataUrl(language: Language): string {
  return SITE_DATA_FILES[language];
}

/** Browser: the site data of a language if its script has run (the page's own always has). */
export function readSiteData(language: Language): SiteData | undefined {
  return (window as SiteDataWindow)[SITE_DATA_GLOBAL]?.[language];
}

const listeners = new Set<() => void>();
const requests = new Map<Language, Promise<void>>();

/** Browser: calls `listener` whenever another language's site data arrives. */
export function subscribeToSiteData(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Browser: loads a language's site data script once (after a switch of language). */
export function loadSiteData(language: Language): Promise<void> {
  let request = requests.get(language);
  if (!request) {
    request = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = siteDataUrl(language);
      script.onload = () => resolve();
      script.onerror = () => reject(new Error(`MUI X docs: the site data ${script.src} failed to load.`));
      document.head.appendChild(script);
    }).then(() => listeners.forEach((listener) => listener()));
    // A failed request is not kept, so the next navigation tries again.
    request.catch(() => requests.delete(language));
    requests.set(language, request);
  }
  return request;
}
