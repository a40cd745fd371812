import '../src/code/codeBlock.css';
import '../src/layout/appHeader.css';
import '../src/layout/frame.css';
import '../src/ui/frameIcons.css';
import '../src/ui/docsBadge.css';
import '../src/page-view/markdownText.css';
import '../src/layout/navDrawer.css';
import '../src/ui/plainButton.css';
import '../src/search/searchButton.css';
import type { AppProps } from 'next/app';
import type { EmotionCache } from '@emotion/cache';
import { ServerDemosProvider, type ServerDemos } from '../src/demos/ServerDemosContext';
import { DocsApp } from '../src/layout/DocsApp';
import type { SitePageProps } from '../src/page-kinds/index';
import { SiteDataProvider } from '../src/site/SiteDataContext';
import type { SiteData } from '../src/site/siteData';

/**
 * `siteData`, `serverDemos` and the emotion cache of the render (whose styles `_document` writes
 * into the head) are given by `_document` on the server only, never serialized.
 */
type SiteAppProps = AppProps<SitePageProps> & {
  siteData?: SiteData;
  serverDemos?: ServerDemos;
  emotionCache?: EmotionCache;
};

export default function App(props: SiteAppProps) {
  const { Component, pageProps, siteData, serverDemos, emotionCache } = props;
  return (
    <SiteDataProvider language={pageProps.language} serverData={siteData}>
      <ServerDemosProvider value={serverDemos ?? null}>
        <DocsApp pageProps={pageProps} serverCache={emotionCache}>
          <Component {...pageProps} />
        </DocsApp>
      </ServerDemosProvider>
    </SiteDataProvider>
  );
}
