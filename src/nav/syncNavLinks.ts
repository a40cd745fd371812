import type { Language } from '../i18n/languages';
import { pathnameToLanguage } from '../i18n/pathnameToLanguage';
import { navItemHref } from './navItems';
import { withTemplateContents } from './templateContents';

/**
 * Points the internal links of a server-rendered nav list at the reader's language and marks the
 * active one, as React would if it rendered them (in the browser it does not: see
 * `NavDrawerList`). External links are left as they are.
 */
export function syncNavLinks(list: HTMLElement, activeKey: string | null, language: Language) {
  // A closed group's links too: they are not in the page yet, and come in as they are now.
  const links = withTemplateContents(list).flatMap((part) => Array.from(part.querySelectorAll('a')));
  for (const link of links) {
    const href = link.getAttribute('href') ?? '';
    if (!href.startsWith('/')) continue;
    const key = pathnameToLanguage(href).canonicalPathname;
    // Only what changed is written: the list is the whole drawer, some 500 links.
    const wantedHref = navItemHref({ key, title: link.textContent ?? '' }, language);
    if (wantedHref !== href) link.setAttribute('href', wantedHref);
    const active = key === activeKey;
    if (active !== link.hasAttribute('aria-current')) {
      if (active) link.setAttribute('aria-current', 'page');
      else link.removeAttribute('aria-current');
    }
  }
}
