import * as React from 'react';
import { createDocsTheme } from './createDocsTheme';
import { themeVarsCss } from './themeVarsCss';
import { useThemeSettings } from './ThemeSettingsContext';

/**
 * The theme's variables for the reader's spacing and colors, after the server's default ones so
 * they win. Loaded only for a reader who changed them.
 */
export default function ThemeVarsOverride() {
  const { spacing, paletteColors } = useThemeSettings();
  const css = React.useMemo(() => themeVarsCss(createDocsTheme({ spacing, paletteColors })), [spacing, paletteColors]);
  return <style data-theme-vars="reader">{css}</style>;
}
