import type { GetStaticProps } from 'next';
import { SitePage } from '../src/layout/SitePage';
import { liveSite } from '../src/site/liveSite.server';
import type { SitePageProps } from '../src/page-kinds/index';

export default SitePage;

export const getStaticProps: GetStaticProps<SitePageProps> = () => ({ props: liveSite.pageProps(['500']) });
