import { apiSlug } from '../../api-docs/apiSlug';
import { docsPageProduct } from '../../api-docs/apiPaths';
import { entryNamed } from '../../api-docs/entryNamed';
import { loadApiEntry } from '../../api-docs/loadApiReference.server';
import { escapeHtml } from '../../ui/escapeHtml';
import { headingHtml } from '../../markdown/headingHtml';
import type { MarkdownPage } from '../../markdown/types';
import type { BuildContext } from '../shared/buildContext';
import { pageCommon } from '../shared/pageCommon';
import { parseDocsTabPath, siteRoute } from '../shared/route';
import { pageApiNames, pageApiTabs } from '../shared/pageApiNames.server';
import { apiHookSegments } from '../../api-docs/render/apiHookSegments.server';
import { apiLinkResolver, renderApiEntry } from '../shared/renderApiEntry.server';
import { buildDocsContent } from '../shared/docsContent.server';
import { docsTabs } from '../shared/docsTabLinks.server';
import { apiMarkdownLinks } from '../shared/apiMarkdownLinks';
import { apiEntryMarkdown, apiHookMarkdown } from '../../markdown-export/apiToMarkdown';
import type { MarkdownDocument } from '../../markdown-export/types';
import type { MarkdownExportContext } from '../shared/markdownExportContext';
import { isGuidePage, navPathnames } from '../shared/navPathnames';
import { definePageKindServer } from '../shared/pageKindServer';
import type { SiteContent } from '../shared/siteContent';
import type { DocsTabPageProps } from './kind';

/**
 * `…/components-api/`: the page's frame (title, breadcrumbs, tabs) with the API of each component
 * its front matter names, one section per component.
 */
function buildDocsTabPage(context: BuildContext): DocsTabPageProps {
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

/** A component page's API tab: each named component's (or hook's) API under its name. */
function docsTabMarkdown({
  route,
  language,
  content,
  props,
}: MarkdownExportContext<DocsTabPageProps>): MarkdownDocument {
  const { pagePathname, tab } = parseDocsTabPath(route.canonicalPathname)!;
  const { title, description } = props().docs.page;
  const product = docsPageProduct(pagePathname);
  const links = apiMarkdownLinks(content.api.entries, language, product);
  const sections = pageApiNames(content.dataDir, pagePathname)[tab].map((name) => {
    if (tab === 'hooks-api') {
      const hook = content.api.hooks.find((candidate) => candidate.name === name);
      if (!hook) throw new Error(`${pagePathname}: no hook ${name} in the API reference.`);
      return apiHookMarkdown(hook, links);
    }
    const indexEntry = entryNamed(content.api.entries, name, product);
    if (!indexEntry) throw new Error(`${pagePathname}: no component ${name} in the API reference.`);
    return `## ${name}\n\n${apiEntryMarkdown(loadApiEntry(content.generatedDir, indexEntry), links, 3)}`;
  });
  return { title, description, parts: [{ type: 'text', text: sections.join('\n\n') }] };
}

/** `…/components-api` and `…/hooks-api` of each guide whose front matter names components or hooks. */
function docsTabRoutes(content: SiteContent) {
  return navPathnames(content, isGuidePage).flatMap((pathname) =>
    pageApiTabs(content.dataDir, pathname).map((tab) => siteRoute('docs-tab', `${pathname}/${tab}`)),
  );
}

export const docsTabServer = definePageKindServer<DocsTabPageProps>({
  routes: docsTabRoutes,
  build: buildDocsTabPage,
  toMarkdown: docsTabMarkdown,
});
