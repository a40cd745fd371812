import * as React from 'react';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { createEmotionCache } from '@mui/material-nextjs/v16-pagesRouter';
import { ThemeProvider, useColorScheme, type Theme } from '@mui/material/styles';
import { MODE_STORAGE_KEY } from './colorModeScript';
import { createDocsTheme, type DocsThemeOptions } from './createDocsTheme';
import { useStyleCache } from './StyleCacheContext';
import { useThemeSettings } from './ThemeSettingsContext';
import { useColorMode } from './useColorMode';

const InsideMuiTheme = React.createContext(false);

// Every part styled with MUI shares one browser cache, as one provider at the root did.
let browserCache: EmotionCache | undefined;

// The parts mounted with the same settings share one theme: creating it costs milliseconds.
let lastTheme: { key: string; theme: Theme } | null = null;
function docsThemeFor(options: Required<DocsThemeOptions>): Theme {
  const key = JSON.stringify(options);
  if (lastTheme?.key !== key) lastTheme = { key, theme: createDocsTheme(options) };
  return lastTheme.theme;
}

/** MUI's mode follows the site's store, so code reading it (a chart's palette) sees the reader's choice. */
function ModeFromSiteStore() {
  const { mode } = useColorMode();
  const { setMode } = useColorScheme();
  React.useEffect(() => {
    if (mode) setMode(mode);
  }, [mode, setMode]);
  return null;
}

/**
 * The MUI theme of the docs around a part that is styled with MUI. The frame has none: it is
 * static CSS over the theme's variables, which the server writes (`themeVarsCss`), so a page
 * loads MUI and emotion only with the parts that use them. The provider writes no variables
 * (`disableStyleSheetGeneration`) and no mode class (`colorSchemeNode`): both are already on the
 * page. Nested parts share the outer provider.
 */
export function MuiTheme({ children }: { children: React.ReactNode }) {
  const inside = React.useContext(InsideMuiTheme);
  const { dense, spacing, paletteColors } = useThemeSettings();
  const { direction, cache } = useStyleCache();
  if (inside) return children;
  const theme = docsThemeFor({ direction, spacing, dense, paletteColors });
  if (!cache && typeof document !== 'undefined') browserCache ??= createEmotionCache();
  const themed = (
    <InsideMuiTheme.Provider value>
      <ThemeProvider
        theme={theme}
        modeStorageKey={MODE_STORAGE_KEY}
        defaultMode="system"
        disableTransitionOnChange
        noSsr
        colorSchemeNode={null}
        disableStyleSheetGeneration
      >
        <ModeFromSiteStore />
        {children}
      </ThemeProvider>
    </InsideMuiTheme.Provider>
  );
  const emotionCache = cache ?? browserCache;
  return emotionCache ? <CacheProvider value={emotionCache}>{themed}</CacheProvider> : themed;
}

/** `Component` inside the docs' MUI theme: for the default export of a part loaded on demand. */
export function withMuiTheme<Props extends object>(Component: React.ComponentType<Props>): React.ComponentType<Props> {
  function Themed(props: Props) {
    return (
      <MuiTheme>
        <Component {...props} />
      </MuiTheme>
    );
  }
  Themed.displayName = `withMuiTheme(${Component.displayName ?? Component.name})`;
  return Themed;
}
