import dynamic from 'next/dynamic';
import { AdSlot } from '../ads/AdSlot';
import { pageShowsAd } from '../ads/pageShowsAd';
import type { SitePageProps } from '../site/pageProps';
import { useSiteData } from '../site/SiteDataContext';
import { AppFrame } from './AppFrame';
import { DocsPageView } from './DocsPageView';

// Every route shares this page's bundle: the views few pages use are split out of it.
const LandingView = dynamic(() => import('./LandingView'));
const VersionsView = dynamic(() => import('./VersionsView'));
const NotFoundView = dynamic(() => import('./NotFoundView'));
const ProductionErrorView = dynamic(() => import('../errors/ProductionErrorView'));
const BlogIndexView = dynamic(() => import('../blog/BlogIndexView'));
const BlogPostView = dynamic(() => import('../blog/BlogPostView'));
const ApiPageView = dynamic(() => import('../api-docs/ApiPageView'));

function PageBody(props: SitePageProps) {
  switch (props.kind) {
    case 'landing':
      return <LandingView />;
    case 'versions':
      return <VersionsView products={props.versionsList} />;
    case 'production-error':
      return <ProductionErrorView />;
    case 'not-found':
      return <NotFoundView />;
    case 'server-error':
      return <NotFoundView kind="serverError" />;
    case 'blog':
      return <BlogIndexView docs={props.docs} posts={props.posts} />;
    case 'blog-post':
      return <BlogPostView docs={props.docs} post={props.post} />;
    case 'docs':
      return <DocsPageView docs={props.docs} ad={pageShowsAd(props) ? <AdSlot /> : null} />;
    case 'api':
    case 'api-index':
    case 'docs-tab':
      return <ApiPageView docs={props.docs} />;
  }
}

/** Every page of the site: the frame around the body its kind calls for. */
export function SitePage(props: SitePageProps) {
  const { nav } = useSiteData();
  return (
    <AppFrame
      nav={nav}
      activeKey={props.activeKey}
      openKeys={props.openKeys}
      canonicalPath={props.canonicalPath}
      versions={props.versions}
    >
      {/* Keyed by page: client navigation keeps the frame (drawer, header) but starts every
          page's own state afresh (demos, copy buttons, table of contents, ad slot). */}
      <PageBody key={props.canonicalPath} {...props} />
    </AppFrame>
  );
}
