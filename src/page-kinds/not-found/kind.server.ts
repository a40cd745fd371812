import { buildFramePage } from '../shared/framePage.server';
import { definePageKindServer } from '../shared/pageKindServer';
import type { PageProps } from '../shared/pageProps';
import { ENGLISH_ONLY, siteRoute } from '../shared/route';

export const notFoundServer = definePageKindServer<PageProps<'not-found'>>({
  routes: () => [siteRoute('not-found', '/404', ENGLISH_ONLY)],
  unlisted: true,
  build: (context) => buildFramePage(context, 'not-found'),
  toMarkdown: null,
});
