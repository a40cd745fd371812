import type { DocsContent } from '../../page-view/docsContent';
import { LazyApiPageView } from '../shared/lazyViews';
import { definePageKind, neverShowsAd } from '../shared/pageKind';
import type { PageProps } from '../shared/pageProps';

export type DocsTabPageProps = PageProps<'docs-tab', { docs: DocsContent }>;

/** A component page's API tab (its components' or hooks' reference); left out of search, since it repeats API pages that are indexed themselves. */
export const docsTabKind = definePageKind<DocsTabPageProps>({
  kind: 'docs-tab',
  View: ({ page }) => <LazyApiPageView docs={page.docs} />,
  searchable: false,
  hasDemos: false,
  htmlInDocumentOnly: true,
  showsAd: neverShowsAd,
});
