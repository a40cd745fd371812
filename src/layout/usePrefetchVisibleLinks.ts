import * as React from 'react';
import Router from 'next/router';

/**
 * Prefetches the internal links of a server-rendered list once they come into view (a group
 * opening brings its links in, the first time into the page), as NextLink does for each of its
 * links: here one observer, set up when the browser is idle, serves the whole drawer.
 */
export function usePrefetchVisibleLinks(listRef: React.RefObject<HTMLElement | null>) {
  React.useEffect(() => {
    const list = listRef.current;
    if (!list || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        const href = entry.target.getAttribute('href');
        if (href) Router.prefetch(href).catch(() => {});
      }
    });
    const observeLinks = (root: Element) => {
      for (const link of Array.from(root.querySelectorAll('a[href^="/"]:not([target])'))) observer.observe(link);
    };
    // A group opened for the first time puts its entries into the list.
    const additions = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of Array.from(record.addedNodes)) if (node instanceof Element) observeLinks(node);
      }
    });
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1));
    const cancelIdle = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => {
      observeLinks(list);
      additions.observe(list, { childList: true, subtree: true });
    });
    return () => {
      cancelIdle(handle);
      additions.disconnect();
      observer.disconnect();
    };
  }, [listRef]);
}
