import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import { rovingFocusTarget } from './rovingFocus';

const ITEM_ATTRIBUTE = 'data-roving-index';

/**
 * One tab stop for a toolbar: the last focused item. The arrow keys, Home and End move the
 * focus between items. `itemProps(index)` goes on each item, `toolbarProps` on the toolbar.
 */
export function useRovingFocus(count: number) {
  const direction = useTheme().direction;
  const [active, setActive] = React.useState(0);
  const current = Math.min(active, count - 1);

  const toolbarProps = {
    onKeyDown: (event: React.KeyboardEvent<HTMLElement>) => {
      const target = rovingFocusTarget(current, event.key, count, direction);
      if (target === null) {
        return;
      }
      event.preventDefault();
      event.currentTarget.querySelector<HTMLElement>(`[${ITEM_ATTRIBUTE}="${target}"]`)?.focus();
    },
    onFocus: (event: React.FocusEvent<HTMLElement>) => {
      const index = Number(event.target.getAttribute(ITEM_ATTRIBUTE));
      if (event.target.hasAttribute(ITEM_ATTRIBUTE) && index !== current) {
        setActive(index);
      }
    },
  };
  const itemProps = (index: number) => ({ tabIndex: index === current ? 0 : -1, [ITEM_ATTRIBUTE]: index });
  return { toolbarProps, itemProps };
}
