import '@fontsource/ibm-plex-sans/400.css';
import '@fontsource/ibm-plex-sans/500.css';
import '@fontsource/ibm-plex-sans/600.css';
import '@fontsource/ibm-plex-sans/700.css';
import type { AppProps } from 'next/app';
import { AppCacheProvider } from '@mui/material-nextjs/v16-pagesRouter';
import { DocsApp } from '../src/layout/DocsApp';
import type { SitePageProps } from '../src/nav/pageProps';

export default function App(props: AppProps<SitePageProps>) {
  const { Component, pageProps } = props;
  return (
    <AppCacheProvider {...props}>
      <DocsApp pageProps={pageProps}>
        <Component {...pageProps} />
      </DocsApp>
    </AppCacheProvider>
  );
}
