import * as React from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import { COMPONENT_LOCALES } from '../i18n/componentLocales';
import { useDocumentLanguage } from '../i18n/useDocumentLanguage';
import { useUserLanguageSwitch } from '../i18n/useUserLanguageSwitch';
import type { SitePageProps } from '../nav/pageProps';
import { MODE_STORAGE_KEY } from '../theme/colorModeScript';
import { createDocsTheme } from '../theme/createDocsTheme';
import { useColorModeEffects } from '../theme/useColorModeEffects';
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

function PageEffects({ language }: { language: SitePageProps['language'] }) {
  useDocumentLanguage(language);
  useColorModeEffects();
  useUserLanguageSwitch();
  return null;
}

/** The provider chain every page runs in. */
export function DocsApp({ pageProps, children }: { pageProps: SitePageProps; children: React.ReactNode }) {
  const { language } = pageProps;
  const theme = React.useMemo(() => createDocsTheme({ locales: COMPONENT_LOCALES[language] }), [language]);
  return (
    <DocsProvider language={language} dictionaries={pageProps.dictionaries}>
      <ThemeProvider theme={theme} modeStorageKey={MODE_STORAGE_KEY} defaultMode="system" disableTransitionOnChange>
        <CssBaseline enableColorScheme />
        <GlobalStyles styles={GLOBAL_STYLES} />
        <PageEffects language={language} />
        <SiteHead head={pageProps.head} productInfo={pageProps.productInfo} canonicalPath={pageProps.canonicalPath} />
        {children}
      </ThemeProvider>
    </DocsProvider>
  );
}
