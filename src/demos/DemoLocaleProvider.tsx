import * as React from 'react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import type { ComponentLocale } from '../i18n/componentLocales';
import { withComponentLocales } from './demoTheme';

/**
 * Gives a demo the data grid and pickers labels of the reader's language, on top of the docs
 * theme (those locales are left out of the site's own theme: only demos render these components).
 */
export function DemoLocaleProvider({ locales, children }: { locales: ComponentLocale[]; children: React.ReactNode }) {
  const theme = React.useCallback((outer: Theme) => withComponentLocales(outer, locales), [locales]);
  return locales.length ? <ThemeProvider theme={theme}>{children}</ThemeProvider> : children;
}
