import dynamic from 'next/dynamic';
import type { ProductVersionList } from '../../nav/versions';
import { definePageKind, neverShowsAd } from '../shared/pageKind';
import type { PageProps } from '../shared/pageProps';

const VersionsView = dynamic(() => import('../../frame-pages/VersionsView'));

export type VersionsPageProps = PageProps<'versions', { versionsList: ProductVersionList[] }>;

/** Every version of every product, with links. */
export const versionsKind = definePageKind<VersionsPageProps>({
  kind: 'versions',
  View: ({ page }) => <VersionsView products={page.versionsList} />,
  searchable: true,
  hasDemos: false,
  showsAd: neverShowsAd,
});
