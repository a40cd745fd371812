import dynamic from 'next/dynamic';
import { definePageKind, neverShowsAd } from './pageKind';
import type { PageProps } from './pageProps';

const NotFoundView = dynamic(() => import('../frame-pages/NotFoundView'));

/** The 404 page (`404.html`); error pages are not routes of the index. */
export const notFoundKind = definePageKind<PageProps<'not-found'>>({
  kind: 'not-found',
  View: () => <NotFoundView />,
  searchable: false,
  hasDemos: false,
  showsAd: neverShowsAd,
});

/** The 500 page (`500.html`), the same view with its own text. */
export const serverErrorKind = definePageKind<PageProps<'server-error'>>({
  kind: 'server-error',
  View: () => <NotFoundView kind="serverError" />,
  searchable: false,
  hasDemos: false,
  showsAd: neverShowsAd,
});
