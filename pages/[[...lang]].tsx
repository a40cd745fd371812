import type { GetStaticPaths, GetStaticProps } from 'next';
import { SitePage } from '../src/layout/SitePage';
import { getSitePageProps, getSiteStaticPaths, type SitePageProps } from '../src/nav/pageProps';

export default SitePage;

export const getStaticPaths: GetStaticPaths = () => ({ paths: getSiteStaticPaths(), fallback: false });

export const getStaticProps: GetStaticProps<SitePageProps, { lang?: string[] }> = ({ params }) => ({
  props: getSitePageProps(params?.lang),
});
