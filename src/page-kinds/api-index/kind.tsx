import type { DocsContent } from '../../page-view/docsContent';
import { LazyApiPageView } from '../shared/lazyViews';
import { definePageKind, neverShowsAd } from '../shared/pageKind';
import type { PageProps } from '../shared/pageProps';

export type ApiIndexPageProps = PageProps<'api-index', { docs: DocsContent }>;

/** A product's generated index of its API pages. */
export const apiIndexKind = definePageKind<ApiIndexPageProps>({
  kind: 'api-index',
  View: ({ page }) => <LazyApiPageView docs={page.docs} />,
  searchable: true,
  hasDemos: false,
  showsAd: neverShowsAd,
});
