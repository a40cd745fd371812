import * as React from 'react';
import type { EmotionCache } from '@emotion/cache';
import dynamic from 'next/dynamic';
import { useStoredPaletteColors } from './paletteColorsStorage';
import { StyleCacheProvider } from './StyleCacheContext';
import { changesThemeVars, type Direction } from './themeSettings';
import { useThemeSettings } from './ThemeSettingsContext';
import { useColorModeEffects } from './useColorModeEffects';
import { useDirectionEffects } from './useDirectionEffects';
import { useRtlCache } from './useRtlCache';

const ThemeVarsOverride = dynamic(() => import('./ThemeVarsOverride'), { ssr: false });

function ThemeEffects({ direction }: { direction: Direction }) {
  useColorModeEffects();
  useDirectionEffects(direction);
  useStoredPaletteColors();
  return null;
}

/**
 * Applies the reader's display settings to the page without loading MUI: the mode class, the
 * direction, and the theme's variables when the reader changed them. Right-to-left takes effect
 * once its emotion cache has loaded, so the page's `dir` and the styles of its MUI parts flip
 * together. `serverCache` is the emotion cache of the server's render (its styles go into the
 * page's head).
 */
export function DocsThemeProvider({
  serverCache = null,
  children,
}: {
  serverCache?: EmotionCache | null;
  children: React.ReactNode;
}) {
  const { spacing, paletteColors, direction: wantedDirection } = useThemeSettings();
  const rtlCache = useRtlCache(wantedDirection);
  const direction: Direction = wantedDirection === 'rtl' && rtlCache ? 'rtl' : 'ltr';
  const styleCache = React.useMemo(
    () => ({ direction, cache: direction === 'rtl' ? rtlCache : serverCache }),
    [direction, rtlCache, serverCache],
  );
  return (
    <StyleCacheProvider value={styleCache}>
      <ThemeEffects direction={direction} />
      {changesThemeVars({ spacing, paletteColors }) ? <ThemeVarsOverride /> : null}
      {children}
    </StyleCacheProvider>
  );
}
