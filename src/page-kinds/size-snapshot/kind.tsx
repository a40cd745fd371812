import dynamic from 'next/dynamic';
import type { DocsContent } from '../../page-view/docsContent';
import type { SizeSnapshotSummary } from '../../size-snapshot/sizeSnapshotPage';
import type { ComponentSize } from '../../size-snapshot/types';
import { definePageKind, neverShowsAd } from '../shared/pageKind';
import type { PageProps } from '../shared/pageProps';

const SizeSnapshotView = dynamic(() => import('../../size-snapshot/SizeSnapshotView'));

export type SizeSnapshotPageProps = PageProps<
  'size-snapshot',
  { docs: DocsContent; sizes: ComponentSize[]; summary: SizeSnapshotSummary }
>;

/** /size-snapshot/: what each component and hook costs an app's bundle, then the site's own figures. */
export const sizeSnapshotKind = definePageKind<SizeSnapshotPageProps>({
  kind: 'size-snapshot',
  View: ({ page }) => <SizeSnapshotView docs={page.docs} sizes={page.sizes} summary={page.summary} />,
  searchable: true,
  hasDemos: false,
  showsAd: neverShowsAd,
});
