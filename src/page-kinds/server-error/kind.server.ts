import { buildFramePage } from '../shared/framePage.server';
import { definePageKindServer } from '../shared/pageKindServer';
import type { PageProps } from '../shared/pageProps';
import { ENGLISH_ONLY, siteRoute } from '../shared/route';

export const serverErrorServer = definePageKindServer<PageProps<'server-error'>>({
  routes: () => [siteRoute('server-error', '/500', ENGLISH_ONLY)],
  unlisted: true,
  build: (context) => buildFramePage(context, 'server-error'),
  toMarkdown: null,
});
