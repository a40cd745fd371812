import { AdSlot } from '../ads/AdSlot';
import { pageKindOf, type SitePageProps } from '../page-kinds/index';
import { useSiteData } from '../site/SiteDataContext';
import { AppFrame } from './AppFrame';

/** The body of a page: its kind's view (views few pages use are split out of the shared bundle). */
function PageBody({ page }: { page: SitePageProps }) {
  const { View, showsAd } = pageKindOf(page);
  return <View page={page} ad={showsAd(page) ? <AdSlot /> : null} />;
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
      <PageBody key={props.canonicalPath} page={props} />
    </AppFrame>
  );
}
