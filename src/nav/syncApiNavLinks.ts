import type { Language } from '../i18n/languages';
import { pathnameToLanguage } from '../i18n/pathnameToLanguage';
import { navItemHref } from './navItems';

/**
 * Points the links of a server-rendered API list at the reader's language and marks the active
 * one, as React would if it rendered them (it does not: see `ApiNavList`).
 */
export function syncApiNavLinks(list: HTMLElement, activeKey: string | null, language: Language) {
  for (const link of Array.from(list.querySelectorAll('a'))) {
    const key = pathnameToLanguage(link.getAttribute('href') ?? '').canonicalPathname;
    link.setAttribute('href', navItemHref({ key, title: link.textContent ?? '' }, language));
    if (key === activeKey) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
  }
}
