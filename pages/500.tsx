import type { GetStaticProps } from 'next';
import { SitePage } from '../src/layout/SitePage';
import { getSitePageProps, type SitePageProps } from '../src/nav/pageProps';

export default SitePage;

export const getStaticProps: GetStaticProps<SitePageProps> = () => ({ props: getSitePageProps(['500']) });
