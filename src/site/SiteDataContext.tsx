import * as React from 'react';
import type { Language } from '../i18n/languages';
import { loadSiteData } from './loadSiteData';
import type { SiteData } from './siteData';

const SiteDataContext = React.createContext<SiteData | null>(null);

interface SiteDataProviderProps {
  language: Language;
  /** Given on the server (by `_document`); the browser fetches the language's file instead. */
  serverData: SiteData | undefined;
  children: React.ReactNode;
}

/**
 * Provides the nav tree and UI strings of the page's language. In the browser it suspends until
 * the language's file has arrived: while hydrating, React keeps the server's HTML meanwhile (it
 * already holds the drawer and the text); after a switch of language, the previous language's
 * data stays on screen until the next has loaded.
 */
export function SiteDataProvider({ language, serverData, children }: SiteDataProviderProps) {
  const deferredLanguage = React.useDeferredValue(language);
  const data = serverData ?? React.use(loadSiteData(deferredLanguage));
  return <SiteDataContext.Provider value={data}>{children}</SiteDataContext.Provider>;
}

export function useSiteData(): SiteData {
  const data = React.useContext(SiteDataContext);
  if (!data) {
    throw new Error('MUI X docs: missing site data. Wrap the component in <SiteDataProvider>.');
  }
  return data;
}
