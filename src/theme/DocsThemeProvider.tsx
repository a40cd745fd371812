import * as React from 'react';
import { CacheProvider, __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import { MODE_STORAGE_KEY } from './colorModeScript';
import { createDocsTheme } from './createDocsTheme';
import { useStoredPaletteColors } from './paletteColorsStorage';
import { useThemeSettings } from './ThemeSettingsContext';
import { useColorModeEffects } from './useColorModeEffects';
import { useDirectionEffects } from './useDirectionEffects';
import { useRtlCache } from './useRtlCache';
import type { Direction } from './themeSettings';

function ThemeEffects({ direction }: { direction: Direction }) {
  useColorModeEffects();
  useDirectionEffects(direction);
  useStoredPaletteColors();
  return null;
}

/**
 * The docs theme built from the reader's display settings, with the color mode stored under
 * `mui-mode`. Right-to-left takes effect once its emotion cache has loaded, so styles and
 * `dir` always flip together.
 */
export function DocsThemeProvider({ children }: { children: React.ReactNode }) {
  const { dense, spacing, paletteColors, direction: wantedDirection } = useThemeSettings();
  const rtlCache = useRtlCache(wantedDirection);
  const direction: Direction = wantedDirection === 'rtl' && rtlCache ? 'rtl' : 'ltr';
  // The cache of `_app` (server-rendered styles); the provider stays in the tree in both
  // directions so switching never remounts the page.
  const outerCache = useEmotionCache();
  const theme = React.useMemo(
    () => createDocsTheme({ direction, spacing, dense, paletteColors }),
    [direction, spacing, dense, paletteColors],
  );
  // The mode is read from storage in the first render (`noSsr`): known at hydration, it causes no
  // second render of the whole tree, nor a transition-free restyle of the page, once mounted.
  // The mode classes on <html> and <body> are set before the first paint by the inline script
  // and kept by `useColorModeEffects`, which writes them only when they change: MUI rewriting
  // them on mount would restyle the whole page (`colorSchemeNode={null}`).
  const themed = (
    <ThemeProvider
      theme={theme}
      modeStorageKey={MODE_STORAGE_KEY}
      defaultMode="system"
      disableTransitionOnChange
      noSsr
      colorSchemeNode={null}
    >
      <ThemeEffects direction={direction} />
      {children}
    </ThemeProvider>
  );
  const cache = direction === 'rtl' ? rtlCache : outerCache;
  return cache ? <CacheProvider value={cache}>{themed}</CacheProvider> : themed;
}
