import type { GetStaticPaths, GetStaticProps } from 'next';
import { SitePage } from '../src/layout/SitePage';
import { liveSite } from '../src/site/liveSite.server';
import type { SitePageProps } from '../src/page-kinds/index';

export default SitePage;

export const getStaticPaths: GetStaticPaths = () => ({
  paths: liveSite.urls.map(({ url }) => ({ params: { lang: url.split('/').filter(Boolean) } })),
  fallback: false,
});

export const getStaticProps: GetStaticProps<SitePageProps, { lang?: string[] }> = ({ params }) => ({
  props: liveSite.pageProps(params?.lang),
});
