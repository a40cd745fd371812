type StorageName = 'localStorage' | 'sessionStorage';

// Storage access throws when the browser blocks it (privacy settings, sandboxed frames):
// then the value simply is not there, and nothing is remembered.

export function readStorage(name: StorageName, key: string): string | null {
  try {
    return window[name].getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(name: StorageName, key: string, value: string): void {
  try {
    window[name].setItem(key, value);
  } catch {
    // Not remembered: the reader is asked again next time.
  }
}
