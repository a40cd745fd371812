import * as React from 'react';

/** Scrolls the drawer (not the page) so the active link is visible after each navigation. */
export function useScrollActiveNavItemIntoView(containerRef: React.RefObject<HTMLElement | null>, location: string) {
  React.useEffect(() => {
    const container = containerRef.current;
    const active = container?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!container || !active) {
      return;
    }
    const containerBox = container.getBoundingClientRect();
    const activeBox = active.getBoundingClientRect();
    if (activeBox.top < containerBox.top || activeBox.bottom > containerBox.bottom) {
      container.scrollTop += activeBox.top - containerBox.top - containerBox.height / 3;
    }
  }, [containerRef, location]);
}
