import Head from 'next/head';
import type { HeadData } from '../nav/pageProps';
import type { ProductInfo } from '../nav/productInfo';

export function SiteHead({ head, productInfo }: { head: HeadData; productInfo: ProductInfo }) {
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
      {head.alternates.map((alternate) => (
        <link key={alternate.hrefLang} rel="alternate" hrefLang={alternate.hrefLang} href={alternate.href} />
      ))}
    </Head>
  );
}
