import type { DocsContent } from '../../page-view/docsContent';
import { DocsPageView } from '../../page-view/DocsPageView';
import { definePageKind } from '../shared/pageKind';
import type { PageProps } from '../shared/pageProps';

export type DocsPageProps = PageProps<'docs', { docs: DocsContent }>;

/** A guide page written in markdown; free-plan guides carry an ad. */
export const docsKind = definePageKind<DocsPageProps>({
  kind: 'docs',
  View: ({ page, ad }) => <DocsPageView docs={page.docs} ad={ad} />,
  searchable: true,
  hasDemos: true,
  showsAd: (page) => page.docs.plan === null,
});
