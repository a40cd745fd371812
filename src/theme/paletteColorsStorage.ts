import * as React from 'react';
import { deleteCookie, readCookie, writeCookie } from '../ui/cookies';
import { isHexColor, PALETTE_COLORS_COOKIE, parsePaletteColors, serializePaletteColors } from './paletteColorsCookie';
import { useChangeTheme, useThemeSettings } from './ThemeSettingsContext';
import type { PaletteColors } from './themeSettings';

/** Applies the colors saved in the cookie once the page has loaded; a malformed cookie is ignored. */
export function useStoredPaletteColors(): void {
  const changeTheme = useChangeTheme();
  React.useEffect(() => {
    const paletteColors = parsePaletteColors(readCookie(PALETTE_COLORS_COOKIE));
    if (paletteColors) {
      changeTheme({ type: 'CHANGE', payload: { paletteColors } });
    }
  }, [changeTheme]);
}

/** Changes the palette colors and keeps the cookie in step, so the choice survives a reload. */
export function usePaletteColorsSetters() {
  const { paletteColors } = useThemeSettings();
  const changeTheme = useChangeTheme();
  const setPaletteColor = React.useCallback(
    (name: keyof PaletteColors, color: string) => {
      if (!isHexColor(color)) {
        return;
      }
      const next = { ...paletteColors, [name]: color };
      changeTheme({ type: 'CHANGE', payload: { paletteColors: next } });
      writeCookie(PALETTE_COLORS_COOKIE, serializePaletteColors(next));
    },
    [paletteColors, changeTheme],
  );
  const resetPaletteColors = React.useCallback(() => {
    changeTheme({ type: 'RESET_COLORS' });
    deleteCookie(PALETTE_COLORS_COOKIE);
  }, [changeTheme]);
  return { setPaletteColor, resetPaletteColors };
}
