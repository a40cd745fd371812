import * as React from 'react';
import Router from 'next/router';
import { setNavGroupOpen } from '../nav/navGroups';

/** The internal link an event happened in, as its href; null for external links and the rest. */
function internalHref(target: EventTarget): string | null {
  const link = target instanceof Element ? target.closest('a') : null;
  const href = link?.getAttribute('href');
  return href?.startsWith('/') && !link?.hasAttribute('target') ? href : null;
}

/**
 * The handlers of a nav list the browser keeps as server HTML (see `NavDrawerList`): a group's
 * button opens or closes it, a link is followed with the router (Enter on a link fires a click
 * too), and a link pointed at or focused is prefetched, as NextLink would.
 */
export function useNavListEvents(onNavigate?: () => void) {
  return React.useMemo(
    () => ({
      onClick(event: React.MouseEvent<HTMLElement>) {
        const toggle = event.target instanceof Element ? event.target.closest('button[aria-expanded]') : null;
        if (toggle) {
          setNavGroupOpen(toggle, toggle.getAttribute('aria-expanded') !== 'true');
          return;
        }
        const href = internalHref(event.target);
        if (!href || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        onNavigate?.();
        void Router.push(href);
      },
      onPrefetch(event: React.SyntheticEvent) {
        const href = internalHref(event.target);
        if (href) Router.prefetch(href).catch(() => {});
      },
    }),
    [onNavigate],
  );
}
