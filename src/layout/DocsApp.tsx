import * as React from 'react';
import type { EmotionCache } from '@emotion/cache';
import dynamic from 'next/dynamic';
import { ANALYTICS_CONFIGURED } from '../analytics/analyticsConfig';
import { useDocumentLanguage } from '../i18n/useDocumentLanguage';
import { useUserLanguageSwitch } from '../i18n/useUserLanguageSwitch';
import { useIconFont } from '../iconFont/useIconFont';
import type { SitePageProps } from '../page-kinds/index';
import { useSiteData } from '../site/SiteDataContext';
import { useServiceWorker } from '../sw/useServiceWorker';
import { DocsThemeProvider } from '../theme/DocsThemeProvider';
import { DocsProvider } from './DocsProvider';
import { SiteHead } from './SiteHead';

// Its code is downloaded only by builds with a measurement id, after the page is interactive.
const Analytics = dynamic(() => import('../analytics/Analytics'), { ssr: false });

function PageEffects({ language }: { language: SitePageProps['language'] }) {
  useDocumentLanguage(language);
  useUserLanguageSwitch();
  useServiceWorker();
  useIconFont();
  return null;
}

/**
 * The provider chain every page runs in. `serverCache`: the emotion cache of the server's render,
 * for the parts styled with MUI.
 */
export function DocsApp({
  pageProps,
  serverCache,
  children,
}: {
  pageProps: SitePageProps;
  serverCache?: EmotionCache;
  children: React.ReactNode;
}) {
  const { language } = pageProps;
  const { strings } = useSiteData();
  // The site data's strings already fall back to English.
  const dictionaries = React.useMemo(() => ({ current: strings, fallback: strings }), [strings]);
  return (
    <DocsProvider language={language} dictionaries={dictionaries}>
      <DocsThemeProvider serverCache={serverCache}>
        <PageEffects language={language} />
        <SiteHead head={pageProps.head} productInfo={pageProps.productInfo} canonicalPath={pageProps.canonicalPath} />
        {ANALYTICS_CONFIGURED ? <Analytics productInfo={pageProps.productInfo} /> : null}
        {children}
      </DocsThemeProvider>
    </DocsProvider>
  );
}
