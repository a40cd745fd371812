import * as React from 'react';
import { isTypingField } from '../ui/platform';
import { OPEN_SEARCH_EVENT, isSearchShortcut } from './searchShortcut';

/**
 * Calls `onOpen` (keep it stable) on the search shortcuts (Ctrl+K, ⌘+K, and `/` outside fields)
 * and when a control on the page requests search (`requestSearch`).
 */
export function useSearchShortcut(onOpen: () => void) {
  React.useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!event.defaultPrevented && isSearchShortcut(event, isTypingField(event.target))) {
        // Ctrl+K would otherwise go to the browser's own search bar.
        event.preventDefault();
        onOpen();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener(OPEN_SEARCH_EVENT, onOpen);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener(OPEN_SEARCH_EVENT, onOpen);
    };
  }, [onOpen]);
}
