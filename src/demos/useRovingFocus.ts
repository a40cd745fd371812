import * as React from 'react';
import { useStyleCache } from '../theme/StyleCacheContext';
import { rovingFocusTarget } from './rovingFocus';

const ITEM_ATTRIBUTE = 'data-roving-index';

/**
 * One tab stop for a toolbar: the last focused item. The arrow keys, Home and End move the
 * focus between items. `itemProps(index)` goes on each item, `toolbarProps` on the toolbar;
 * the items are counted in the toolbar itself, so the count can never drift from what renders.
 */
export function useRovingFocus() {
  // The direction in effect (the page flips once its right-to-left styles have loaded).
  const { direction } = useStyleCache();
  const [active, setActive] = React.useState(0);

  const toolbarProps = {
    onKeyDown: (event: React.KeyboardEvent<HTMLElement>) => {
      const items = event.currentTarget.querySelectorAll<HTMLElement>(`[${ITEM_ATTRIBUTE}]`);
      const target = rovingFocusTarget(Math.min(active, items.length - 1), event.key, items.length, direction);
      if (target === null) {
        return;
      }
      event.preventDefault();
      event.currentTarget.querySelector<HTMLElement>(`[${ITEM_ATTRIBUTE}="${target}"]`)?.focus();
    },
    onFocus: (event: React.FocusEvent<HTMLElement>) => {
      const index = Number(event.target.getAttribute(ITEM_ATTRIBUTE));
      if (event.target.hasAttribute(ITEM_ATTRIBUTE) && index !== active) {
        setActive(index);
      }
    },
  };
  const itemProps = (index: number) => ({ tabIndex: index === active ? 0 : -1, [ITEM_ATTRIBUTE]: index });
  return { toolbarProps, itemProps };
}
