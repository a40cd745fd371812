import { apiIndexProduct, apiPagePathname } from '../../api-docs/apiPaths';
import { apiIndexSegments } from '../../api-docs/render/apiIndexSegments';
import type { BuildContext } from '../shared/buildContext';
import { pageCommon } from '../shared/pageCommon';
import { buildDocsContent, markdownHead } from '../shared/docsContent.server';
import { apiIndexMarkdown } from '../../markdown-export/apiToMarkdown';
import type { MarkdownDocument } from '../../markdown-export/types';
import { apiMarkdownUrl } from '../shared/apiMarkdownLinks';
import type { MarkdownExportContext } from '../shared/markdownExportContext';
import { markdownPage, withText } from '../shared/markdownPage.server';
import { navRoutes } from '../shared/navPathnames';
import { definePageKindServer } from '../shared/pageKindServer';
import type { ApiIndexPageProps } from './kind';

/** A product's API index: its markdown introduction, then the generated list of its pages. */
function buildApiIndexPage(context: BuildContext): ApiIndexPageProps {
  const { docs } = buildDocsContent(context);
  const product = apiIndexProduct(context.route.canonicalPathname);
  const entries = context.content.api.entries.filter((entry) => entry.product === product);
  const generated = apiIndexSegments(entries, context.strings, (entry) => context.hrefFor(apiPagePathname(entry)));
  const page = {
    ...docs.page,
    toc: [...docs.page.toc, ...generated.toc],
    segments: [...docs.page.segments, ...generated.segments],
  };
  return { ...pageCommon(context, ...markdownHead(docs)), kind: 'api-index', docs: { ...docs, page } };
}

/** The index's markdown introduction, then its entries by plan, linked to their Markdown files. */
function apiIndexPageMarkdown(context: MarkdownExportContext<ApiIndexPageProps>): MarkdownDocument {
  const product = apiIndexProduct(context.route.canonicalPathname);
  const entries = context.content.api.entries.filter((entry) => entry.product === product);
  const list = apiIndexMarkdown(entries, (entry) => apiMarkdownUrl(entry, context.language));
  return withText(markdownPage(context), list);
}

export const apiIndexServer = definePageKindServer<ApiIndexPageProps>({
  routes: (content) => navRoutes(content, 'api-index', (pathname) => Boolean(apiIndexProduct(pathname))),
  build: buildApiIndexPage,
  toMarkdown: apiIndexPageMarkdown,
});
