import { createTheme, type Theme } from '@mui/material/styles';
import { DENSE_COMPONENTS } from './denseComponents';
import type { PaletteColors } from './themeSettings';
import {
  BODY_FONT_FAMILY,
  BORDER_RADIUS,
  CONTRAST_THRESHOLD,
  HEADING_FONT_FAMILY,
  PAGE_BACKGROUND,
  SPACING,
  TONAL_OFFSET,
  TRANSITION_DURATIONS,
  Z_INDEX,
  blue,
  error,
  grey,
  success,
  violet,
  warning,
} from './docsTokens';

export interface DocsThemeOptions {
  direction?: 'ltr' | 'rtl';
  spacing?: number;
  /** Small component sizes everywhere, demos included. */
  dense?: boolean;
  /** Overrides of the primary and secondary main colors. */
  paletteColors?: PaletteColors;
}

/**
 * The docs theme: one theme with a light and a dark color scheme as CSS variables, so the
 * server renders one HTML for both modes and the class on `<html>` picks the scheme.
 */
export function createDocsTheme(options: DocsThemeOptions = {}): Theme {
  const { direction = 'ltr', spacing = SPACING, dense = false, paletteColors = {} } = options;
  // Main shades are dark enough in light mode, and light enough in dark mode, to stay at WCAG AA
  // as text on the page and on a selected item's background.
  const primary = paletteColors.primary ? { main: paletteColors.primary } : { ...blue, main: blue[700] };
  const secondary = paletteColors.secondary ? { main: paletteColors.secondary } : { ...violet, main: violet[600] };
  return createTheme({
    cssVariables: { colorSchemeSelector: '.mode-%s', cssVarPrefix: 'muidocs' },
    direction,
    spacing,
    shape: { borderRadius: BORDER_RADIUS },
    colorSchemes: {
      light: {
        palette: {
          primary,
          secondary,
          error: { ...error, main: error[700] },
          success: { ...success, main: success[900] },
          warning: { ...warning, main: warning[800] },
          grey,
          background: { default: PAGE_BACKGROUND.light, paper: '#FFFFFF' },
          text: { primary: grey[900], secondary: grey[700] },
          divider: grey[200],
          contrastThreshold: CONTRAST_THRESHOLD,
          tonalOffset: TONAL_OFFSET,
        },
      },
      dark: {
        palette: {
          primary: paletteColors.primary ? primary : { ...blue, main: blue[300] },
          secondary: paletteColors.secondary ? secondary : { ...violet, main: violet[300] },
          error: { ...error, main: error[400] },
          success: { ...success, main: success[500] },
          warning: { ...warning, main: warning[400] },
          grey,
          background: { default: PAGE_BACKGROUND.dark, paper: '#101418' },
          text: { primary: '#F0F3F7', secondary: grey[400] },
          divider: 'rgba(107, 122, 144, 0.3)',
          contrastThreshold: CONTRAST_THRESHOLD,
          tonalOffset: TONAL_OFFSET,
        },
      },
    },
    typography: {
      fontFamily: BODY_FONT_FAMILY,
      h1: {
        fontFamily: HEADING_FONT_FAMILY,
        fontSize: 'clamp(1.875rem, 1.5rem + 1.2vw, 2.5rem)',
        fontWeight: 600,
        lineHeight: 1.2,
      },
      h2: { fontFamily: HEADING_FONT_FAMILY, fontSize: '1.5rem', fontWeight: 600, lineHeight: 1.3 },
      h3: { fontFamily: HEADING_FONT_FAMILY, fontSize: '1.25rem', fontWeight: 600, lineHeight: 1.4 },
      h4: { fontFamily: HEADING_FONT_FAMILY, fontSize: '1.125rem', fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: dense ? DENSE_COMPONENTS : {},
    transitions: { duration: TRANSITION_DURATIONS },
    zIndex: Z_INDEX,
  });
}
