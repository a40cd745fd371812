import * as React from 'react';
import {
  DEFAULT_THEME_SETTINGS,
  themeSettingsReducer,
  type ThemeSettings,
  type ThemeSettingsAction,
} from './themeSettings';

export const MISSING_THEME_PROVIDER = 'Forgot to wrap component in ThemeProvider';

const ThemeSettingsContext = React.createContext<ThemeSettings | null>(null);
const ChangeThemeContext = React.createContext<React.Dispatch<ThemeSettingsAction> | null>(null);

/** Holds the display settings; part of the docs provider. */
export function ThemeSettingsProvider({ children }: { children: React.ReactNode }) {
  const [settings, dispatch] = React.useReducer(themeSettingsReducer, DEFAULT_THEME_SETTINGS);
  return (
    <ChangeThemeContext.Provider value={dispatch}>
      <ThemeSettingsContext.Provider value={settings}>{children}</ThemeSettingsContext.Provider>
    </ChangeThemeContext.Provider>
  );
}

export function useThemeSettings(): ThemeSettings {
  const settings = React.useContext(ThemeSettingsContext);
  if (!settings) {
    throw new Error('MUI X docs: theme settings are missing. Wrap the component in the docs provider (DocsProvider).');
  }
  return settings;
}

/** The setter of the display settings: dispatches a theme settings action. */
export function useChangeTheme(): React.Dispatch<ThemeSettingsAction> {
  const dispatch = React.useContext(ChangeThemeContext);
  if (!dispatch) {
    throw new Error(MISSING_THEME_PROVIDER);
  }
  return dispatch;
}
