import { apiIndexPathname, parseApiPagePath } from '../../api-docs/apiPaths';
import { findApiEntry } from '../../api-docs/findApiEntry';
import { loadApiEntry } from '../../api-docs/loadApiReference.server';
import type { ApiIndexEntry } from '../../api-docs/types';
import { apiEntryMarkdown } from '../../markdown-export/apiToMarkdown';
import type { MarkdownDocument } from '../../markdown-export/types';
import type { DocsContent } from '../../page-view/docsContent';
import { apiMarkdownLinks } from '../shared/apiMarkdownLinks';
import type { BuildContext } from '../shared/buildContext';
import type { MarkdownExportContext } from '../shared/markdownExportContext';
import { navRoutes } from '../shared/navPathnames';
import { pageCommon } from '../shared/pageCommon';
import { definePageKindServer } from '../shared/pageKindServer';
import { renderApiEntry } from '../shared/renderApiEntry.server';
import type { ApiPageProps } from './kind';

/** The head of an API page: `DataGrid API`, and the kind's description template with the name. */
function apiHead(context: BuildContext, entry: ApiIndexEntry): [string, string] {
  const description = context.strings(
    entry.kind === 'interface' ? 'api-docs.interfacePageDescription' : 'api-docs.componentPageDescription',
    { name: entry.name },
  );
  return [`${entry.name} API`, description];
}

function buildApiPage(context: BuildContext): ApiPageProps {
  const { content, route, language, hrefFor, pageIndex, titleOf } = context;
  const indexEntry = findApiEntry(content.api.entries, route.canonicalPathname);
  const entry = loadApiEntry(content.generatedDir, indexEntry);
  const [title, description] = apiHead(context, indexEntry);
  const { toc, segments } = renderApiEntry(context, entry);
  const indexPathname = apiIndexPathname(entry.product);
  const indexPage = pageIndex.get(indexPathname);
  const docs: DocsContent = {
    page: { title, description, toc, segments },
    // The reference is generated in English; the frame around it follows the reader's language.
    translated: language === 'en',
    editUrl: entry.sourceUrl ?? null,
    breadcrumbs: [{ title: indexPage ? titleOf(indexPage.page) : 'API', href: hrefFor(indexPathname) }],
    previous: null,
    next: null,
    plan: entry.plan === 'community' ? null : entry.plan,
  };
  return { ...pageCommon(context, title, description), kind: 'api', docs };
}

function apiPageMarkdown({ route, language, content, props }: MarkdownExportContext<ApiPageProps>): MarkdownDocument {
  const entry = loadApiEntry(content.generatedDir, findApiEntry(content.api.entries, route.canonicalPathname));
  const { title, description } = props().docs.page;
  const links = apiMarkdownLinks(content.api.entries, language, entry.product);
  return { title, description, parts: [{ type: 'text', text: apiEntryMarkdown(entry, links) }] };
}

/** A generated page for each component, interface and hook of the reference the nav tree lists. */
export const apiServer = definePageKindServer<ApiPageProps>({
  routes: (content) => navRoutes(content, 'api', (pathname) => Boolean(parseApiPagePath(pathname))),
  build: buildApiPage,
  toMarkdown: apiPageMarkdown,
});
