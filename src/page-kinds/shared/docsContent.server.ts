import { DOCS_CONFIG, siteSourceUrl } from '../../config/docsConfig';
import { loadMarkdownPage, type LoadedPage } from '../../markdown/loadMarkdownPage.server';
import { htmlPlanMark, planTableOf } from '../../markdown/planTable';
import { listRoutablePages } from '../../nav/findActivePage';
import { expandApiMethodDirectives } from './apiMethodTables.server';
import type { BuildContext } from './buildContext';
import type { DocsContent, LinkData } from '../../page-view/docsContent';

/** A markdown page's content with its place in the tree: breadcrumbs, neighbours, plan. */
export function buildDocsContent(context: BuildContext): { docs: DocsContent; loaded: LoadedPage } {
  const { content, route, language, pageIndex, knownRoutes, titleOf, hrefFor } = context;
  const planTable = (product: string, file: string) =>
    planTableOf(content.pages, { language, titleOf, mark: htmlPlanMark }, file)(product);
  const apiMethods = expandApiMethodDirectives(content, language, htmlPlanMark);
  const loaded = loadMarkdownPage(
    content.dataDir,
    route.canonicalPathname,
    language,
    knownRoutes,
    planTable,
    apiMethods,
  );
  const indexed = pageIndex.get(route.canonicalPathname);
  const ancestors = indexed?.ancestors ?? [];
  const siblings = indexed ? listRoutablePages(ancestors[0]?.children ?? content.pages) : [];
  const position = siblings.findIndex((page) => page.pathname === route.canonicalPathname);
  const link = (at: number): LinkData | null => {
    const page = siblings[at];
    return page ? { title: titleOf(page), href: hrefFor(page.pathname) } : null;
  };
  const firstChild = ancestors[0] ? listRoutablePages([ancestors[0]])[0] : undefined;
  const docs: DocsContent = {
    page: loaded.page,
    translated: loaded.translated,
    editUrl: siteSourceUrl(DOCS_CONFIG, 'edit', loaded.sourceFile),
    breadcrumbs: ancestors.map((ancestor, depth) => ({
      title: titleOf(ancestor),
      href: depth === 0 && firstChild ? hrefFor(firstChild.pathname) : null,
    })),
    previous: position >= 0 ? link(position - 1) : null,
    next: position >= 0 ? link(position + 1) : null,
    plan: indexed?.page.plan ?? null,
  };
  return { docs, loaded };
}

/** The head of a page from its markdown: its title and description. */
export function markdownHead(docs: DocsContent): [string, string] {
  return [docs.page.title, docs.page.description];
}
