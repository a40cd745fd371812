import { isSearchShortcut, searchShortcutLabel, type SearchKeyEvent } from './searchShortcut';

const key = (overrides: Partial<SearchKeyEvent>): SearchKeyEvent => ({
  key: 'k',
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...overrides,
});

describe('isSearchShortcut', () => {
  it('is Ctrl+K and ⌘+K, in a field too', () => {
    expect(isSearchShortcut(key({ ctrlKey: true }), false)).toBe(true);
    expect(isSearchShortcut(key({ metaKey: true }), false)).toBe(true);
    expect(isSearchShortcut(key({ key: 'K', ctrlKey: true }), false)).toBe(true);
    expect(isSearchShortcut(key({ ctrlKey: true }), true)).toBe(true);
  });

  it('is not K alone or with other modifiers', () => {
    expect(isSearchShortcut(key({}), false)).toBe(false);
    expect(isSearchShortcut(key({ ctrlKey: true, shiftKey: true }), false)).toBe(false);
    expect(isSearchShortcut(key({ ctrlKey: true, altKey: true }), false)).toBe(false);
  });

  it('is / outside fields only, and not with Ctrl or ⌘', () => {
    expect(isSearchShortcut(key({ key: '/' }), false)).toBe(true);
    // Layouts where / needs Shift still type it.
    expect(isSearchShortcut(key({ key: '/', shiftKey: true }), false)).toBe(true);
    expect(isSearchShortcut(key({ key: '/' }), true)).toBe(false);
    expect(isSearchShortcut(key({ key: '/', ctrlKey: true }), false)).toBe(false);
    expect(isSearchShortcut(key({ key: '/', metaKey: true }), false)).toBe(false);
  });

  it('leaves keys of an IME composition alone', () => {
    expect(isSearchShortcut(key({ key: '/', isComposing: true }), false)).toBe(false);
    expect(isSearchShortcut(key({ ctrlKey: true, isComposing: true }), false)).toBe(false);
  });
});

describe('searchShortcutLabel', () => {
  it('shows the platform key', () => {
    expect(searchShortcutLabel(true)).toBe('⌘K');
    expect(searchShortcutLabel(false)).toBe('Ctrl K');
  });
});
