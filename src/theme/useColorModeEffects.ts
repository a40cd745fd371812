import * as React from 'react';
import { useColorScheme } from '@mui/material/styles';
import { PAGE_BACKGROUND } from './docsTokens';
import { useChangeTheme } from './ThemeSettingsContext';

/**
 * Mirrors the resolved mode (the stored mode, or the system's): `<body>`'s mode class, every
 * theme-color meta, and the `paletteMode` of the theme settings.
 */
export function useColorModeEffects() {
  // `colorScheme` is the mode resolved (a stored mode, or the system's); unknown before mount.
  const { colorScheme: resolved } = useColorScheme();
  const changeTheme = useChangeTheme();
  React.useEffect(() => {
    if (resolved !== 'light' && resolved !== 'dark') {
      return;
    }
    document.body.classList.remove('mode-light', 'mode-dark');
    document.body.classList.add(`mode-${resolved}`);
    document.querySelectorAll('meta[name="theme-color"]').forEach((meta) => {
      meta.setAttribute('content', PAGE_BACKGROUND[resolved]);
    });
    changeTheme({ type: 'CHANGE', payload: { paletteMode: resolved } });
  }, [resolved, changeTheme]);
}
