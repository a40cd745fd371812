import { buildFramePage } from '../shared/framePage.server';
import { definePageKindServer } from '../shared/pageKindServer';
import type { PageProps } from '../shared/pageProps';
import { siteRoute } from '../shared/route';

export const productionErrorServer = definePageKindServer<PageProps<'production-error'>>({
  routes: () => [siteRoute('production-error', '/production-error')],
  build: (context) => buildFramePage(context, 'production-error'),
  toMarkdown: null,
});
