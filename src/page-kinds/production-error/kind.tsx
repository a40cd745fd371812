import dynamic from 'next/dynamic';
import { definePageKind, neverShowsAd } from '../shared/pageKind';
import type { PageProps } from '../shared/pageProps';

const ProductionErrorView = dynamic(() => import('../../errors/ProductionErrorView'));

/** The error decoder: it reads the code from the URL, so the index has nothing of it to find. */
export const productionErrorKind = definePageKind<PageProps<'production-error'>>({
  kind: 'production-error',
  View: () => <ProductionErrorView />,
  searchable: false,
  hasDemos: false,
  showsAd: neverShowsAd,
});
