import { Head, Html, Main, NextScript, type DocumentContext, type DocumentProps } from 'next/document';
import {
  DocumentHeadTags,
  documentGetInitialProps,
  type DocumentHeadTagsProps,
} from '@mui/material-nextjs/v16-pagesRouter';
import { loadServerDemos } from '../src/demos/loadServerDemos';
import { BASELINE_CSS } from '../src/layout/baselineCss';
import { readBodyFontCss } from '../src/layout/bodyFontCss.server';
import { BODY_FONT_PRELOAD } from '../src/layout/bodyFont';
import { DEFAULT_LANGUAGE } from '../src/i18n/languages';
import { liveSite } from '../src/site/liveSite.server';
import { siteDataUrl } from '../src/site/loadSiteData';
import { demoPageIdOfRoute } from '../src/page-kinds/shared/demoPageIdOfRoute';
import type { SitePageProps } from '../src/page-kinds/index';
import { serializedPageProps } from '../src/page-kinds/shared/serializedPageProps';
import { COLOR_MODE_SCRIPT } from '../src/theme/colorModeScript';
import { createDocsTheme } from '../src/theme/createDocsTheme';
import { themeVarsCss } from '../src/theme/themeVarsCss';
import { PAGE_BACKGROUND } from '../src/theme/docsTokens';

type Props = DocumentProps & DocumentHeadTagsProps;

// The same for every page: the default settings' theme, and the body font's faces.
const THEME_VARS_CSS = themeVarsCss(createDocsTheme());
const BODY_FONT_CSS = readBodyFontCss();

export default function Document(props: Props) {
  const pageProps = props.__NEXT_DATA__.props.pageProps as Partial<SitePageProps> | undefined;
  // The page is rendered by now; only the data serialized for hydration changes (a new object:
  // the props Next writes for client-side navigation keep everything).
  if (pageProps?.kind) {
    // eslint-disable-next-line react-hooks/immutability -- Next serializes __NEXT_DATA__ after this render: this is where a document chooses what it serializes.
    props.__NEXT_DATA__.props = {
      ...props.__NEXT_DATA__.props,
      pageProps: serializedPageProps(pageProps as SitePageProps),
    };
  }
  const language = pageProps?.language ?? DEFAULT_LANGUAGE;
  return (
    <Html lang={language} dir="ltr" className="mode-light">
      <Head>
        {/* First, so the body font's Latin file arrives before the first paint. */}
        <link rel="preload" href={BODY_FONT_PRELOAD} as="font" type="font/woff2" crossOrigin="anonymous" />
        <meta name="theme-color" content={PAGE_BACKGROUND.light} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <style dangerouslySetInnerHTML={{ __html: BODY_FONT_CSS }} />
        <style dangerouslySetInnerHTML={{ __html: BASELINE_CSS }} />
        <style data-theme-vars="default" dangerouslySetInnerHTML={{ __html: THEME_VARS_CSS }} />
        {/* Before the app's scripts (deferred scripts run in order): the nav and UI strings of the
            language, one cached file shared by every page. */}
        <script src={siteDataUrl(language)} defer />
        <DocumentHeadTags {...props} />
      </Head>
      <body className="mode-light" dir="ltr">
        <script dangerouslySetInnerHTML={{ __html: COLOR_MODE_SCRIPT }} />
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}

/** The `pages/[[...lang]].tsx` parameter of the page being exported (`['404']` for `pages/404.tsx`). */
function langParamOf(ctx: DocumentContext): string[] {
  if (ctx.pathname !== '/[[...lang]]') {
    return [ctx.pathname.slice(1)];
  }
  const { lang } = ctx.query;
  return Array.isArray(lang) ? lang : lang ? [lang] : [];
}

// Server only: the page's language data and its demos reach the app as props of this render, and
// never enter the page's serialized data.
Document.getInitialProps = async (ctx: DocumentContext) => {
  const { route, language } = liveSite.resolve(langParamOf(ctx));
  const siteData = liveSite.siteData(language);
  const serverDemos = await loadServerDemos(demoPageIdOfRoute(route), language);
  return documentGetInitialProps(ctx, {
    plugins: [
      {
        enhanceApp: (App) =>
          function AppWithSiteData(props) {
            return <App {...props} siteData={siteData} serverDemos={serverDemos} />;
          },
        resolveProps: async (initialProps) => initialProps,
      },
    ],
  });
};
