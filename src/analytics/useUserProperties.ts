import * as React from 'react';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useCodeStyling, useCodeVariant } from '../code/CodePreferencesContext';
import { useUserLanguage } from '../i18n/TranslationsContext';
import { useColorMode } from '../theme/useColorMode';
import { usePixelRatio } from './usePixelRatio';
import { setUserProperties } from './tracker';
import { userProperties, type ColorScheme } from './userProperties';

/** Keeps the reader's user properties current in analytics while it is on. */
export function useUserProperties(analyticsOn: boolean) {
  const codeVariant = useCodeVariant();
  const codeStyling = useCodeStyling();
  const language = useUserLanguage();
  const pixelRatio = usePixelRatio();
  const osColorScheme: ColorScheme = useMediaQuery('(prefers-color-scheme: dark)') ? 'dark' : 'light';
  const appColorScheme: ColorScheme = useColorMode().resolved ?? osColorScheme;

  React.useEffect(() => {
    if (analyticsOn) {
      setUserProperties(
        userProperties({ codeVariant, codeStyling, language, pixelRatio, osColorScheme, appColorScheme }),
      );
    }
  }, [analyticsOn, codeVariant, codeStyling, language, pixelRatio, osColorScheme, appColorScheme]);
}
