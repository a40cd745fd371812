import type * as React from 'react';
import { DocsPageView } from '../page-view/DocsPageView';
import type { DocsContent } from '../page-view/docsContent';
import { ComponentSizes } from './ComponentSizes';
import type { SizeSnapshotSummary } from './sizeSnapshotPage';
import type { ComponentSize } from './types';

interface SizeSnapshotViewProps {
  docs: DocsContent;
  sizes: ComponentSize[];
  summary: SizeSnapshotSummary;
  ad?: React.ReactNode;
}

/** The component sizes first, then the page's markdown: the site's own build figures. */
export default function SizeSnapshotView({ docs, sizes, summary, ad }: SizeSnapshotViewProps) {
  return <DocsPageView docs={docs} ad={ad} byline={<ComponentSizes sizes={sizes} summary={summary} />} />;
}
