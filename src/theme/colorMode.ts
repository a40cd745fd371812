/** The reader's choice: a mode, or the system's. */
export type ColorMode = 'light' | 'dark' | 'system';
/** The mode the page shows. */
export type ResolvedColorMode = 'light' | 'dark';

/** A stored value as a mode: anything else (missing, malformed) follows the system, as the inline script does. */
export function parseColorMode(value: string | null | undefined): ColorMode {
  return value === 'light' || value === 'dark' || value === 'system' ? value : 'system';
}

export function resolveColorMode(mode: ColorMode, systemPrefersDark: boolean): ResolvedColorMode {
  if (mode !== 'system') return mode;
  return systemPrefersDark ? 'dark' : 'light';
}
