import dynamic from 'next/dynamic';
import type { DocsContent } from '../../page-view/docsContent';
import { definePageKind, neverShowsAd } from '../shared/pageKind';
import type { PageProps } from '../shared/pageProps';

const ApiPageView = dynamic(() => import('../../api-docs/ApiPageView'));

export type ApiIndexPageProps = PageProps<'api-index', { docs: DocsContent }>;

/** A product's generated index of its API pages. */
export const apiIndexKind = definePageKind<ApiIndexPageProps>({
  kind: 'api-index',
  View: ({ page }) => <ApiPageView docs={page.docs} />,
  searchable: true,
  hasDemos: false,
  showsAd: neverShowsAd,
});
