import { buildFramePage, headFromStrings } from '../shared/framePage.server';
import { definePageKindServer } from '../shared/pageKindServer';
import type { PageProps } from '../shared/pageProps';
import { siteRoute } from '../shared/route';

export const landingServer = definePageKindServer<PageProps<'landing'>>({
  routes: () => [siteRoute('landing', '/')],
  build: (context) => {
    const page = buildFramePage(context, 'landing');
    // The front page's title is the site's name alone, without the suffix of every other page.
    return { ...page, head: { ...page.head, title: headFromStrings(context)[0] } };
  },
  toMarkdown: null,
});
