import type { GetStaticProps } from 'next';
import { SitePage } from '../src/layout/SitePage';
import { liveSite } from '../src/site/liveSite';
import type { SitePageProps } from '../src/site/pageProps';

export default SitePage;

export const getStaticProps: GetStaticProps<SitePageProps> = () => ({ props: liveSite.pageProps(['500']) });
