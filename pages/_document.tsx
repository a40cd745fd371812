import { Head, Html, Main, NextScript, type DocumentContext, type DocumentProps } from 'next/document';
import {
  DocumentHeadTags,
  documentGetInitialProps,
  type DocumentHeadTagsProps,
} from '@mui/material-nextjs/v16-pagesRouter';
import { pathnameToLanguage } from '../src/i18n/pathnameToLanguage';
import { COLOR_MODE_SCRIPT } from '../src/theme/colorModeScript';
import { PAGE_BACKGROUND } from '../src/theme/docsTokens';

type Props = DocumentProps & DocumentHeadTagsProps;

export default function Document(props: Props) {
  const { userLanguage } = pathnameToLanguage(props.__NEXT_DATA__.page === '/404' ? '/' : props.dangerousAsPath);
  return (
    <Html lang={userLanguage} dir="ltr" className="mode-light">
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
