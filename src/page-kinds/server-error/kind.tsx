import { definePageKind, neverShowsAd } from '../shared/pageKind';
import { LazyNotFoundView } from '../shared/lazyViews';
import type { PageProps } from '../shared/pageProps';

/** The 500 page (`500.html`), the same view with its own text. */
export const serverErrorKind = definePageKind<PageProps<'server-error'>>({
  kind: 'server-error',
  View: () => <LazyNotFoundView kind="serverError" />,
  searchable: false,
  hasDemos: false,
  showsAd: neverShowsAd,
});
