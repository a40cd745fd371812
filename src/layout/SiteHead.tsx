import Head from 'next/head';
import { extraFontStylesheets } from '../nav/extraFonts';
import type { HeadData } from '../page-kinds/shared/pageProps';
import type { ProductInfo } from '../nav/productInfo';

export function SiteHead({
  head,
  productInfo,
  canonicalPath,
}: {
  head: HeadData;
  productInfo: ProductInfo;
  canonicalPath: string;
}) {
  return (
    <Head>
      <title>{head.title}</title>
      <meta name="viewport" content="initial-scale=1, width=device-width" />
      {head.description ? <meta name="description" content={head.description} /> : null}
      <meta property="og:title" content={head.title} />
      {head.description ? <meta property="og:description" content={head.description} /> : null}
      <meta name="mui:productId" content={productInfo.productId} />
      <meta name="mui:productCategoryId" content={productInfo.productCategoryId} />
      <link rel="canonical" href={head.canonicalUrl} />
      {extraFontStylesheets(canonicalPath).map((href) => (
        <link key={href} rel="stylesheet" href={href} />
      ))}
      {head.links?.map((link) => (
        <link key={link.href} rel={link.rel} type={link.type} title={link.title} href={link.href} />
      ))}
      {head.alternates.map((alternate) => (
        <link key={alternate.hrefLang} rel="alternate" hrefLang={alternate.hrefLang} href={alternate.href} />
      ))}
    </Head>
  );
}
