import * as React from 'react';
import type { Language } from '../i18n/languages';
import { loadSiteData, readSiteData, subscribeToSiteData } from './loadSiteData';
import type { SiteData } from './siteData';

const SiteDataContext = React.createContext<SiteData | null>(null);

// Only if the page's own script failed to load: the page keeps its server HTML as best it can.
const NO_SITE_DATA: SiteData = { nav: [], strings: {} };

interface SiteDataProviderProps {
  language: Language;
  /** Given on the server (by `_document`); in the browser the page's site data script has run. */
  serverData: SiteData | undefined;
  children: React.ReactNode;
}

/**
 * Provides the nav tree and UI strings of the page's language. After a client-side switch of
 * language, the previous language's data stays on screen until the next one's script has loaded.
 */
export function SiteDataProvider({ language, serverData, children }: SiteDataProviderProps) {
  const current = React.useSyncExternalStore(
    subscribeToSiteData,
    () => readSiteData(language),
    () => serverData ?? readSiteData(language),
  );
  const [shown, setShown] = React.useState(current);
  if (current && current !== shown) {
    setShown(current);
  }
  React.useEffect(() => {
    if (!current) {
      loadSiteData(language).catch(() => {});
    }
  }, [current, language]);
  return <SiteDataContext.Provider value={current ?? shown ?? NO_SITE_DATA}>{children}</SiteDataContext.Provider>;
}

export function useSiteData(): SiteData {
  const data = React.useContext(SiteDataContext);
  if (!data) {
    throw new Error('MUI X docs: missing site data. Wrap the component in <SiteDataProvider>.');
  }
  return data;
}
