import type { GetStaticPaths, GetStaticProps } from 'next';
import { preloadServerDemos } from '../src/demos/preloadServerDemos';
import { SitePage } from '../src/layout/SitePage';
import { getSitePageProps, getSiteStaticPaths, type SitePageProps } from '../src/nav/pageProps';

export default SitePage;

export const getStaticPaths: GetStaticPaths = () => ({ paths: getSiteStaticPaths(), fallback: false });

export const getStaticProps: GetStaticProps<SitePageProps, { lang?: string[] }> = async ({ params }) => {
  const props = getSitePageProps(params?.lang);
  await preloadServerDemos(props.kind === 'docs' ? props.docs.page.segments : []);
  return { props };
};
