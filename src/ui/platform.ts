// What the browser says about the reader's keyboard: read by the copy and search shortcuts alike.

/** True on Apple platforms, where shortcuts take ⌘ rather than Ctrl. */
export function isApplePlatform(platform: string): boolean {
  return /mac|iphone|ipad|ipod/i.test(platform);
}

/** The platform name the browser reports, for telling Apple keyboards apart. */
export function readPlatform(): string {
  return navigator.platform || navigator.userAgent;
}

/** Whether a key event's target is a field the reader types into (input, textarea, select, editable element). */
export function isTypingField(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}
