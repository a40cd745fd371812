import * as React from 'react';
import { PAGE_BACKGROUND } from './docsTokens';
import { useChangeTheme } from './ThemeSettingsContext';
import { useColorMode } from './useColorMode';

/**
 * Mirrors the resolved mode (the stored mode, or the system's): the mode class of `<html>` (which
 * picks the theme's color scheme) and `<body>`, every theme-color meta, and the `paletteMode` of
 * the theme settings.
 */
export function useColorModeEffects() {
  // Unknown until hydrated; by then the inline script has set the classes.
  const { resolved } = useColorMode();
  const changeTheme = useChangeTheme();
  React.useEffect(() => {
    if (!resolved) {
      return;
    }
    // `toggle` with a force writes nothing when the class is already right (after the inline
    // script): a write, even of the same classes, restyles the whole page.
    for (const element of [document.documentElement, document.body]) {
      element.classList.toggle('mode-light', resolved === 'light');
      element.classList.toggle('mode-dark', resolved === 'dark');
    }
    if (document.documentElement.style.colorScheme !== resolved) {
      document.documentElement.style.colorScheme = resolved;
    }
    document.querySelectorAll('meta[name="theme-color"]').forEach((meta) => {
      meta.setAttribute('content', PAGE_BACKGROUND[resolved]);
    });
    changeTheme({ type: 'CHANGE', payload: { paletteMode: resolved } });
  }, [resolved, changeTheme]);
}
