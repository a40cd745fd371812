import { definePageKind, neverShowsAd } from '../shared/pageKind';
import { LazyNotFoundView } from '../shared/lazyViews';
import type { PageProps } from '../shared/pageProps';

/** The 404 page (`404.html`); error pages are not routes of the index. */
export const notFoundKind = definePageKind<PageProps<'not-found'>>({
  kind: 'not-found',
  View: () => <LazyNotFoundView />,
  searchable: false,
  hasDemos: false,
  showsAd: neverShowsAd,
});
