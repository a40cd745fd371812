import { apiSlug } from '../../api-docs/apiSlug';
import { loadApiEntry } from '../../api-docs/loadApiReference';
import { escapeHtml } from '../../ui/escapeHtml';
import { headingHtml } from '../../markdown/headingHtml';
import type { MarkdownPage } from '../../markdown/types';
import type { BuildContext } from '../buildContext';
import { pageCommon } from '../pageCommon';
import type { DocsContent, PagePropsOfKind } from '../pageProps';
import { DOCS_TABS, pageApiNames, parseDocsTabPath, type DocsTab } from '../routes';
import { apiHookSegments } from '../../api-docs/render/apiHookSegments';
import { apiLinkResolver, renderApiEntry } from './apiPage';
import { buildDocsContent } from './docsPage';

/** The tabs of a component page: its demos, then each API tab its front matter calls for. */
export function docsTabs(context: BuildContext, pagePathname: string, current: DocsTab | null): DocsContent['tabs'] {
  const names = pageApiNames(context.content.dataDir, pagePathname);
  const tabs = DOCS_TABS.filter((tab) => names[tab].length > 0);
  if (tabs.length === 0) return undefined;
  return {
    label: context.strings('api-docs.pageTabs'),
    links: [
      { title: context.strings('api-docs.tab-demos'), href: context.hrefFor(pagePathname), current: current === null },
      ...tabs.map((tab) => ({
        title: context.strings(`api-docs.tab-${tab}`),
        href: context.hrefFor(`${pagePathname}/${tab}`),
        current: tab === current,
      })),
    ],
  };
}

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
      const rendered = apiHookSegments(hook, context.strings, apiLinkResolver(context));
      toc.push(...rendered.toc);
      segments.push(...rendered.segments);
      continue;
    }
    const indexEntry = context.content.api.entries.find((entry) => entry.name === name) ?? fail(name);
    const id = apiSlug(name);
    const rendered = renderApiEntry(context, loadApiEntry(context.content.dataDir, indexEntry), `${id}-`, 3);
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
