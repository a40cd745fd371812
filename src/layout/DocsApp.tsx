import * as React from 'react';
import dynamic from 'next/dynamic';
import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ANALYTICS_CONFIGURED } from '../analytics/analyticsConfig';
import { COMPONENT_LOCALES } from '../i18n/componentLocales';
import { useDocumentLanguage } from '../i18n/useDocumentLanguage';
import { useUserLanguageSwitch } from '../i18n/useUserLanguageSwitch';
import { useIconFont } from '../iconFont/useIconFont';
import type { SitePageProps } from '../site/pageProps';
import { useSiteData } from '../site/SiteDataContext';
import { useServiceWorker } from '../sw/useServiceWorker';
import { DocsThemeProvider } from '../theme/DocsThemeProvider';
import { DocsProvider } from './DocsProvider';
import { SiteHead } from './SiteHead';

const GLOBAL_STYLES = {
  '.visually-hidden': {
    position: 'absolute',
    width: 1,
    height: 1,
    padding: 0,
    margin: -1,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
    border: 0,
  },
} as const;

// Its code is downloaded only by builds with a measurement id, after the page is interactive.
const Analytics = dynamic(() => import('../analytics/Analytics'), { ssr: false });

function PageEffects({ language }: { language: SitePageProps['language'] }) {
  useDocumentLanguage(language);
  useUserLanguageSwitch();
  useServiceWorker();
  useIconFont();
  return null;
}

/** The provider chain every page runs in. */
export function DocsApp({ pageProps, children }: { pageProps: SitePageProps; children: React.ReactNode }) {
  const { language } = pageProps;
  const { strings } = useSiteData();
  // The site data's strings already fall back to English.
  const dictionaries = React.useMemo(() => ({ current: strings, fallback: strings }), [strings]);
  return (
    <DocsProvider language={language} dictionaries={dictionaries}>
      <DocsThemeProvider locales={COMPONENT_LOCALES[language]}>
        <CssBaseline enableColorScheme />
        <GlobalStyles styles={GLOBAL_STYLES} />
        <PageEffects language={language} />
        <SiteHead head={pageProps.head} productInfo={pageProps.productInfo} canonicalPath={pageProps.canonicalPath} />
        {ANALYTICS_CONFIGURED ? <Analytics productInfo={pageProps.productInfo} /> : null}
        {children}
      </DocsThemeProvider>
    </DocsProvider>
  );
}
