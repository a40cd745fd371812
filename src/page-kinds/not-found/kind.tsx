import dynamic from 'next/dynamic';
import { definePageKind, neverShowsAd } from '../shared/pageKind';
import type { PageProps } from '../shared/pageProps';

const NotFoundView = dynamic(() => import('../../frame-pages/NotFoundView'));

/** The 404 page (`404.html`); error pages are not routes of the index. */
export const notFoundKind = definePageKind<PageProps<'not-found'>>({
  kind: 'not-found',
  View: () => <NotFoundView />,
  searchable: false,
  hasDemos: false,
  showsAd: neverShowsAd,
});
