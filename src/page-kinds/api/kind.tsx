import type { DocsContent } from '../../page-view/docsContent';
import { LazyApiPageView } from '../shared/lazyViews';
import { definePageKind, neverShowsAd } from '../shared/pageKind';
import type { PageProps } from '../shared/pageProps';

export type ApiPageProps = PageProps<'api', { docs: DocsContent }>;

/** A generated API reference page of one component, interface or hook. */
export const apiKind = definePageKind<ApiPageProps>({
  kind: 'api',
  View: ({ page }) => <LazyApiPageView docs={page.docs} />,
  searchable: true,
  hasDemos: false,
  htmlInDocumentOnly: true,
  showsAd: neverShowsAd,
});
