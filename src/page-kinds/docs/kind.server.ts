import { buildDocsContent, markdownHead } from '../shared/docsContent.server';
import { docsTabs } from '../shared/docsTabLinks.server';
import { markdownPage } from '../shared/markdownPage.server';
import { isGuidePage, navRoutes } from '../shared/navPathnames';
import { pageCommon } from '../shared/pageCommon';
import { definePageKindServer } from '../shared/pageKindServer';
import type { DocsPageProps } from './kind';

/** The guides of the nav tree, each with the tabs of the API its front matter names. */
export const docsServer = definePageKindServer<DocsPageProps>({
  routes: (content) => navRoutes(content, 'docs', isGuidePage),
  build: (context) => {
    const { docs } = buildDocsContent(context);
    const tabs = docsTabs(context, context.route.canonicalPathname, null);
    return { ...pageCommon(context, ...markdownHead(docs)), kind: 'docs', docs: tabs ? { ...docs, tabs } : docs };
  },
  toMarkdown: markdownPage,
});
