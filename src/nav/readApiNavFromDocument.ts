import { pathnameToLanguage } from '../i18n/pathnameToLanguage';
import type { NavItem } from './navItems';

const cache = new Map<string, NavItem[]>();

/**
 * Browser only: the entries of an API group, read from the server-rendered drawer list `listId`.
 * The browser's site data leaves these hundreds of entries out (they would grow every page's
 * first-load script); the HTML already holds them, so the drawer hydrates from it. Read once and
 * kept, for the mobile drawer and later renders.
 */
export function readApiNavFromDocument(listId: string): NavItem[] {
  const cached = cache.get(listId);
  if (cached) return cached;
  const list = typeof document === 'undefined' ? null : document.getElementById(listId);
  if (!list) return [];
  const items: NavItem[] = [];
  let subheader: string | undefined;
  for (const entry of Array.from(list.children)) {
    const link = entry.querySelector('a');
    if (!link) {
      subheader = entry.textContent ?? undefined;
      continue;
    }
    items.push({
      key: pathnameToLanguage(link.getAttribute('href') ?? '').canonicalPathname,
      title: link.textContent ?? '',
      ...(subheader ? { subheader } : {}),
    });
    subheader = undefined;
  }
  cache.set(listId, items);
  return items;
}
