import dynamic from 'next/dynamic';
import { definePageKind, neverShowsAd } from '../shared/pageKind';
import type { PageProps } from '../shared/pageProps';

const NotFoundView = dynamic(() => import('../../frame-pages/NotFoundView'));

/** The 500 page (`500.html`), the same view with its own text. */
export const serverErrorKind = definePageKind<PageProps<'server-error'>>({
  kind: 'server-error',
  View: () => <NotFoundView kind="serverError" />,
  searchable: false,
  hasDemos: false,
  showsAd: neverShowsAd,
});
