import { copyShortcutLabel, isCopyShortcut, type CopyKeyEvent } from './copyShortcut';

const key = (overrides: Partial<CopyKeyEvent>): CopyKeyEvent => ({
  key: 'c',
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...overrides,
});

const idle = { selectedText: '', typingInField: false };

describe('copy shortcut', () => {
  it('labels the shortcut for the platform', () => {
    expect(copyShortcutLabel(true)).toBe('⌘C');
    expect(copyShortcutLabel(false)).toBe('Ctrl+C');
  });

  it('is Ctrl+C off Apple platforms and ⌘+C on them', () => {
    expect(isCopyShortcut(key({ ctrlKey: true }), { ...idle, apple: false })).toBe(true);
    expect(isCopyShortcut(key({ metaKey: true }), { ...idle, apple: false })).toBe(false);
    expect(isCopyShortcut(key({ metaKey: true }), { ...idle, apple: true })).toBe(true);
    expect(isCopyShortcut(key({ ctrlKey: true }), { ...idle, apple: true })).toBe(false);
  });

  it('accepts a capital C (caps lock) but no other key or extra modifier', () => {
    expect(isCopyShortcut(key({ key: 'C', ctrlKey: true }), { ...idle, apple: false })).toBe(true);
    expect(isCopyShortcut(key({ key: 'v', ctrlKey: true }), { ...idle, apple: false })).toBe(false);
    expect(isCopyShortcut(key({ ctrlKey: true, shiftKey: true }), { ...idle, apple: false })).toBe(false);
    expect(isCopyShortcut(key({ ctrlKey: true, altKey: true }), { ...idle, apple: false })).toBe(false);
    expect(isCopyShortcut(key({}), { ...idle, apple: false })).toBe(false);
  });

  it('leaves the browser to copy a selection', () => {
    expect(isCopyShortcut(key({ ctrlKey: true }), { apple: false, selectedText: 'rows', typingInField: false })).toBe(
      false,
    );
  });

  it('leaves a focused field alone', () => {
    expect(isCopyShortcut(key({ ctrlKey: true }), { apple: false, selectedText: '', typingInField: true })).toBe(false);
  });
});
