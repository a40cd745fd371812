import * as React from 'react';
import { useBrowserValue } from '../ui/useBrowserValue';
import { isApplePlatform, isTypingField, readPlatform } from '../ui/platform';
import { copyShortcutLabel, isCopyShortcut } from './copyShortcut';

/** The copy shortcut of the reader's platform; null on the server and while hydrating. */
export function useCopyShortcutLabel(): string | null {
  return useBrowserValue(() => copyShortcutLabel(isApplePlatform(readPlatform())), null);
}

/**
 * Copies with the keyboard shortcut while the pointer is over the element or focus is inside
 * it. Returns the handlers to spread on the element and whether it is active (for the hint).
 */
export function useCopyShortcut(onCopy: () => void) {
  const [hovered, setHovered] = React.useState(false);
  const [focused, setFocused] = React.useState(false);
  // Read by the key listener: refs are up to date at once, even before React re-renders.
  const activeRef = React.useRef({ hovered: false, focused: false });
  const latestOnCopy = React.useRef(onCopy);
  React.useEffect(() => {
    latestOnCopy.current = onCopy;
  });

  React.useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const { hovered: isHovered, focused: isFocused } = activeRef.current;
      if (!isHovered && !isFocused) {
        return;
      }
      const context = {
        apple: isApplePlatform(readPlatform()),
        selectedText: window.getSelection()?.toString() ?? '',
        typingInField: isTypingField(event.target),
      };
      if (isCopyShortcut(event, context)) {
        event.preventDefault();
        latestOnCopy.current();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const handlers = React.useMemo(() => {
    const set = (change: Partial<{ hovered: boolean; focused: boolean }>) => {
      activeRef.current = { ...activeRef.current, ...change };
      if (change.hovered !== undefined) setHovered(change.hovered);
      if (change.focused !== undefined) setFocused(change.focused);
    };
    return {
      onPointerEnter: () => set({ hovered: true }),
      onPointerLeave: () => set({ hovered: false }),
      onFocus: () => set({ focused: true }),
      onBlur: (event: React.FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) {
          set({ focused: false });
        }
      },
    };
  }, []);
  return { active: hovered || focused, handlers };
}
