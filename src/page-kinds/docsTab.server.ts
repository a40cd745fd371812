import { apiSlug } from '../api-docs/apiSlug';
import { docsPageProduct } from '../api-docs/apiPaths';
import { entryNamed } from '../api-docs/entryNamed';
import { loadApiEntry } from '../api-docs/loadApiReference.server';
import { escapeHtml } from '../ui/escapeHtml';
import { headingHtml } from '../markdown/headingHtml';
import type { MarkdownPage } from '../markdown/types';
import type { BuildContext } from './buildContext';
import { pageCommon } from './pageCommon';
import type { PagePropsOfKind } from './index';
import { parseDocsTabPath } from './route';
import { pageApiNames } from './pageApiNames.server';
import { apiHookSegments } from '../api-docs/render/apiHookSegments.server';
import { apiLinkResolver, renderApiEntry } from './apiPage.server';
import { buildDocsContent } from './docsPage.server';
import { docsTabs } from './docsTabLinks.server';

/**
 * `…/components-api/`: the page's frame (title, breadcrumbs, tabs) with the API of each component
 * its front matter names, one section per component.
 */
export function buildDocsTabPage(context: BuildContext): PagePropsOfKind<'docs-tab'> {
  const { pagePathname, tab } = parseDocsTabPath(context.route.canonicalPathname)!;
  const pageContext: BuildContext = { ...context, route: { ...context.route, canonicalPathname: pagePathname } };
  const { docs } = buildDocsContent(pageContext);
  const toc: MarkdownPage['toc'] = [];
  const segments: MarkdownPage['segments'] = [];
  const fail = (name: string): never => {
    throw new Error(`${pagePathname}: the front matter names ${name}, which the API reference does not have.`);
  };
  for (const name of pageApiNames(context.content.dataDir, pagePathname)[tab]) {
    if (tab === 'hooks-api') {
      const hook = context.content.api.hooks.find((candidate) => candidate.name === name) ?? fail(name);
      const rendered = apiHookSegments(hook, context.strings, apiLinkResolver(context, docsPageProduct(pagePathname)));
      toc.push(...rendered.toc);
      segments.push(...rendered.segments);
      continue;
    }
    const indexEntry = entryNamed(context.content.api.entries, name, docsPageProduct(pagePathname)) ?? fail(name);
    const id = apiSlug(name);
    const rendered = renderApiEntry(context, loadApiEntry(context.content.generatedDir, indexEntry), `${id}-`, 3);
    toc.push({ id, text: name, children: rendered.toc });
    segments.push(
      { type: 'html', html: headingHtml(2, id, `<code>${escapeHtml(name)}</code>`, name) },
      ...rendered.segments,
    );
  }
  const title = `${docs.page.title}: ${context.strings(`api-docs.tab-${tab}`)}`;
  const page: MarkdownPage = { title, description: docs.page.description, toc, segments };
  return {
    ...pageCommon(context, title, docs.page.description),
    kind: 'docs-tab',
    docs: { ...docs, page, translated: context.language === 'en', tabs: docsTabs(context, pagePathname, tab) },
  };
}
