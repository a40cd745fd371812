import { apiPagePathname } from '../../api-docs/apiPaths';
import { collectGuideDemoUsage, type DemoUsage } from '../../api-docs/demoUsage.server';
import { loadApiEntry } from '../../api-docs/loadApiReference.server';
import { apiEntrySegments, type ApiDemoLink } from '../../api-docs/render/apiPageSegments.server';
import type { ApiLinkResolver } from '../../api-docs/render/renderApiText.server';
import { searchBaseEntry } from '../../api-docs/searchBaseEntry';
import type { ApiEntry, ApiProduct } from '../../api-docs/types';
import { entryNamed } from '../../api-docs/entryNamed';
import { formatBytes, sizeRowId } from '../../size-snapshot/sizeTable';
import { sizeOfExport } from '../../size-snapshot/sizeSnapshotFile.server';
import type { BuildContext } from './buildContext';
import type { SiteContent } from './siteContent';

const usageBySite = new WeakMap<SiteContent, Map<string, DemoUsage[]>>();

/** Which demos import each export, worked out once per build. */
function demoUsage(content: SiteContent): Map<string, DemoUsage[]> {
  let usage = usageBySite.get(content);
  if (!usage) {
    usage = collectGuideDemoUsage(content.dataDir, content.pages);
    usageBySite.set(content, usage);
  }
  return usage;
}

/**
 * `[[GridRowsProp]]` in a description → the link to its page in the context's language, in
 * `product` when two products have the name.
 */
export function apiLinkResolver({ content, hrefFor }: BuildContext, product?: ApiProduct): ApiLinkResolver {
  return (name) => {
    const target = entryNamed(content.api.entries, name, product);
    return target ? hrefFor(apiPagePathname(target)) : null;
  };
}

/** An API entry rendered as page content in the context's language. */
export function renderApiEntry(context: BuildContext, entry: ApiEntry, idPrefix?: string, depth?: 2 | 3) {
  const { content, hrefFor, pageIndex, titleOf } = context;
  const usage = demoUsage(content).get(`${entry.product}:${entry.name}`) ?? [];
  const demos: ApiDemoLink[] = usage.map((use) => {
    const page = pageIndex.get(use.pathname)?.page;
    return { title: page ? titleOf(page) : use.pathname, href: hrefFor(use.pathname), demos: use.demos };
  });
  // The pages the package's JSDoc names, after ours: here when we serve them, else on the MUI site.
  const listed = new Set(usage.map((use) => use.pathname));
  for (const { title, href } of entry.demoPages ?? []) {
    if (listed.has(href)) continue;
    listed.add(href);
    const page = pageIndex.get(href)?.page;
    if (page) demos.push({ title: titleOf(page), href: hrefFor(href), demos: [] });
    else demos.push({ title, href: href.startsWith('/') ? `https://mui.com${href}/` : href, demos: [] });
  }
  const base = searchBaseEntry(content.api.entries, entry);
  const size = sizeOfExport(content.generatedDir, entry.packageName, entry.name);
  return apiEntrySegments(entry, {
    bundleSize: size && {
      gzip: formatBytes(size.gzip),
      minified: formatBytes(size.minified),
      href: `${hrefFor('/size-snapshot')}#${sizeRowId(size)}`,
    },
    searchBase: base && loadApiEntry(content.generatedDir, base),
    strings: context.strings,
    linkFor: apiLinkResolver(context, entry.product),
    demos,
    idPrefix,
    depth,
  });
}
