/** The copy shortcut as the reader's keyboard shows it. */
export function copyShortcutLabel(apple: boolean): string {
  return apple ? '⌘C' : 'Ctrl+C';
}

export interface CopyKeyEvent {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

export interface CopyShortcutContext {
  apple: boolean;
  /** The text the reader has selected on the page. */
  selectedText: string;
  /** The key was typed into a field (input, textarea, editable element) outside the block. */
  typingInField: boolean;
}

/**
 * The rule for copying a hovered or focused code block with the keyboard: the platform's copy
 * shortcut (⌘+C on Apple platforms, Ctrl+C elsewhere, nothing else held), while no text is
 * selected and no field has the keyboard, so the browser's own copy is never taken over.
 */
export function isCopyShortcut(event: CopyKeyEvent, context: CopyShortcutContext): boolean {
  const modifier = context.apple ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey;
  return (
    modifier &&
    !event.altKey &&
    !event.shiftKey &&
    event.key.toLowerCase() === 'c' &&
    context.selectedText === '' &&
    !context.typingInField
  );
}
