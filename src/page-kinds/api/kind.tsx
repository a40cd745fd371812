import dynamic from 'next/dynamic';
import type { DocsContent } from '../../page-view/docsContent';
import { definePageKind, neverShowsAd } from '../shared/pageKind';
import type { PageProps } from '../shared/pageProps';

const ApiPageView = dynamic(() => import('../../api-docs/ApiPageView'));

export type ApiPageProps = PageProps<'api', { docs: DocsContent }>;

/** A generated API reference page of one component, interface or hook. */
export const apiKind = definePageKind<ApiPageProps>({
  kind: 'api',
  View: ({ page }) => <ApiPageView docs={page.docs} />,
  searchable: true,
  hasDemos: false,
  htmlInDocumentOnly: true,
  showsAd: neverShowsAd,
});
