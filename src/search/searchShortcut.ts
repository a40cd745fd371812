export interface SearchKeyEvent {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  /** The key is part of an IME composition (typing Chinese, for instance). */
  isComposing?: boolean;
}

/**
 * Whether a key press opens the search: Ctrl+K or ⌘+K anywhere (on every platform, so a
 * reader on a borrowed keyboard still gets it), and `/` alone unless a field has the keyboard,
 * where it is a character being typed.
 */
export function isSearchShortcut(event: SearchKeyEvent, typingInField: boolean): boolean {
  if (event.isComposing || event.altKey) {
    return false;
  }
  if (event.key.toLowerCase() === 'k') {
    return (event.ctrlKey || event.metaKey) && !event.shiftKey;
  }
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !typingInField;
}

/** The shortcut as the reader's keyboard shows it. */
export function searchShortcutLabel(apple: boolean): string {
  return apple ? '⌘K' : 'Ctrl K';
}

// A control outside the app bar (the landing page's "Search the docs") asks the app bar's search
// button, which owns the dialog, to open it.
export const OPEN_SEARCH_EVENT = 'docs:open-search';

/** Opens the search dialog from anywhere on the page. */
export function requestSearch(): void {
  document.dispatchEvent(new Event(OPEN_SEARCH_EVENT));
}
