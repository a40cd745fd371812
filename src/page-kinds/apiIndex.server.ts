import { apiIndexProduct, apiPagePathname } from '../api-docs/apiPaths';
import { apiIndexSegments } from '../api-docs/render/apiIndexSegments';
import type { BuildContext } from './buildContext';
import { pageCommon } from './pageCommon';
import type { PagePropsOfKind } from './index';
import { buildDocsContent, markdownHead } from './docsPage.server';

/** A product's API index: its markdown introduction, then the generated list of its pages. */
export function buildApiIndexPage(context: BuildContext): PagePropsOfKind<'api-index'> {
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
