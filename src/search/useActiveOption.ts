import * as React from 'react';
import type { SearchOption } from './dialogOptions';

interface ActiveOptionActions {
  onClose: () => void;
  onChoose: (option: SearchOption) => void;
}

/**
 * The search box's keys over the dialog's list: the arrow keys move the active entry (wrapping,
 * announced to screen readers, kept in view; back at the first whenever the list changes), Enter
 * chooses it, Escape closes.
 */
export function useActiveOption(
  options: readonly SearchOption[],
  listRef: React.RefObject<HTMLElement | null>,
  { onClose, onChoose }: ActiveOptionActions,
) {
  const [active, setActive] = React.useState(0);
  const [announcement, setAnnouncement] = React.useState('');
  const activeIndex = Math.min(active, Math.max(options.length - 1, 0));

  const [listKey, setListKey] = React.useState(options);
  if (listKey !== options) {
    setListKey(options);
    setActive(0);
  }

  React.useEffect(() => {
    listRef.current?.querySelector('[data-active="true"]')?.scrollIntoView({ block: 'nearest' });
  }, [activeIndex, options, listRef]);

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    // In a filled search box Chromium's Escape would only clear the text: one Escape closes.
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (options.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next = (activeIndex + step + options.length) % options.length;
      setActive(next);
      setAnnouncement(options[next].label);
    } else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      onChoose(options[activeIndex]);
    }
  };

  return { activeIndex, announcement, onKeyDown };
}
