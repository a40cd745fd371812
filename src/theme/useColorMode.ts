import * as React from 'react';
import { readStorage, writeStorage } from '../ui/storage';
import { parseColorMode, resolveColorMode, type ColorMode, type ResolvedColorMode } from './colorMode';
import { MODE_STORAGE_KEY } from './colorModeScript';

interface ColorModeState {
  mode: ColorMode;
  resolved: ResolvedColorMode;
}

const DARK_QUERY = '(prefers-color-scheme: dark)';
const listeners = new Set<() => void>();
let current: ColorModeState | null = null;
let media: MediaQueryList | null = null;
// This tab's choice, kept when storage is blocked (the choice then lasts until the page unloads).
let chosen: ColorMode | null = null;

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

function read(): ColorModeState {
  const mode = chosen ?? parseColorMode(readStorage('localStorage', MODE_STORAGE_KEY));
  return { mode, resolved: resolveColorMode(mode, systemPrefersDark()) };
}

function refresh(): void {
  const next = read();
  if (current && next.mode === current.mode && next.resolved === current.resolved) return;
  current = next;
  listeners.forEach((listener) => listener());
}

function onStorage(event: StorageEvent): void {
  if (event.key !== MODE_STORAGE_KEY) return;
  chosen = parseColorMode(event.newValue);
  refresh();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    // Nothing listened while unsubscribed: the system's mode may have changed since.
    current = read();
    media = typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null;
    media?.addEventListener('change', refresh);
    window.addEventListener('storage', onStorage);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      media?.removeEventListener('change', refresh);
      media = null;
      window.removeEventListener('storage', onStorage);
    }
  };
}

function getSnapshot(): ColorModeState {
  current ??= read();
  return current;
}

/** Stores the reader's mode (under `mui-mode`, which MUI's providers read too) and tells every reader of it. */
export function setColorMode(mode: ColorMode): void {
  chosen = mode;
  writeStorage('localStorage', MODE_STORAGE_KEY, mode);
  refresh();
}

/**
 * The color mode, the site's own store of it: the frame needs no MUI provider to show or change
 * it. Null while rendering on the server and hydrating (the server cannot know it), so the HTML of
 * both agrees; the inline script has already put the right class on the page by then.
 */
export function useColorMode(): {
  mode: ColorMode | null;
  resolved: ResolvedColorMode | null;
  setMode: (mode: ColorMode) => void;
} {
  const state = React.useSyncExternalStore(subscribe, getSnapshot, () => null);
  return { mode: state?.mode ?? null, resolved: state?.resolved ?? null, setMode: setColorMode };
}
