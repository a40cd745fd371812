import type { DocsContent } from '../../page-view/docsContent';
import type { BuildContext } from './buildContext';
import { pageApiTabs } from './pageApiNames.server';
import type { DocsTab } from './route';

/** The tabs of a component page: its demos, then each API tab its front matter calls for. */
export function docsTabs(context: BuildContext, pagePathname: string, current: DocsTab | null): DocsContent['tabs'] {
  const tabs = pageApiTabs(context.content.dataDir, pagePathname);
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
