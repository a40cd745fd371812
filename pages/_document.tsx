import { Head, Html, Main, NextScript, type DocumentContext, type DocumentProps } from 'next/document';
import {
  DocumentHeadTags,
  documentGetInitialProps,
  type DocumentHeadTagsProps,
} from '@mui/material-nextjs/v16-pagesRouter';
import { DEFAULT_LANGUAGE } from '../src/i18n/languages';
import type { SitePageProps } from '../src/nav/pageProps';
import { COLOR_MODE_SCRIPT } from '../src/theme/colorModeScript';
import { PAGE_BACKGROUND } from '../src/theme/docsTokens';

type Props = DocumentProps & DocumentHeadTagsProps;

export default function Document(props: Props) {
  const pageProps = props.__NEXT_DATA__.props.pageProps as Partial<SitePageProps> | undefined;
  return (
    <Html lang={pageProps?.language ?? DEFAULT_LANGUAGE} dir="ltr" className="mode-light">
      <Head>
        <meta name="theme-color" content={PAGE_BACKGROUND.light} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
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

Document.getInitialProps = async (ctx: DocumentContext) => documentGetInitialProps(ctx);
