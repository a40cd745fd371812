import type { Language } from '../i18n/languages';
import type { NavItem } from '../nav/navItems';
import type { SiteData } from './siteData';

/** Where a site data script leaves its data: `window[SITE_DATA_GLOBAL][language]`. */
export const SITE_DATA_GLOBAL = '__MUI_X_SITE_DATA__';

/**
 * UI strings only the build uses, left out of the browser's copy: the API reference's (rendered to
 * HTML at build time), nav subheaders (resolved into the nav) and the heads' titles and
 * descriptions of pages whose view does not show them (the head is in the page's props).
 */
const HEAD_ONLY_STRINGS = new Set([
  'productionErrorDescription',
  'blogTitle',
  'blogDescription',
  'sizeSnapshotTitle',
  'sizeSnapshotDescription',
  'docsTitle',
  'docsDescription',
  'notFoundDescription',
  'serverErrorDescription',
]);

export function isBuildTimeString(key: string): boolean {
  return key === 'api-docs' || key.startsWith('subheader-') || HEAD_ONLY_STRINGS.has(key);
}

/** The nav without the entries of API groups, which the browser reads from the drawer's HTML. */
export function withoutApiEntries(nav: NavItem[]): NavItem[] {
  return nav.map((item) => {
    if (item.apiProduct) {
      const { children: _entries, ...group } = item;
      return group;
    }
    return item.children ? { ...item, children: withoutApiEntries(item.children) } : item;
  });
}

/**
 * Build time: the script of a language's site data. A script (not JSON) so that the page's HTML
 * can load it before the app's own scripts, and the app finds it there when it hydrates; the data
 * is a JSON string, which parses faster than an object literal.
 */
export function siteDataScript(language: Language, data: SiteData): string {
  const strings = Object.fromEntries(Object.entries(data.strings).filter(([key]) => !isBuildTimeString(key)));
  const json = JSON.stringify(JSON.stringify({ nav: withoutApiEntries(data.nav), strings }));
  return `(self.${SITE_DATA_GLOBAL}||(self.${SITE_DATA_GLOBAL}={}))[${JSON.stringify(language)}]=JSON.parse(${json});\n`;
}
