import * as React from 'react';
import { AdManager } from '../ads/AdManager';
import { CodePreferencesProvider } from '../code/CodePreferencesContext';
import type { Language } from '../i18n/languages';
import { TranslationsProvider } from '../i18n/TranslationsContext';
import type { Dictionaries } from '../i18n/translate';
import { ThemeSettingsProvider } from '../theme/ThemeSettingsContext';
import { DocsConfigProvider } from '../config/DocsConfigContext';

export interface DocsProviderProps {
  language: Language;
  dictionaries: Dictionaries;
  children: React.ReactNode;
}

/**
 * Holds what every part of the docs reads: the configuration, the reader's language, the
 * display settings and the code preferences. Each has its typed hooks: `useDocsConfig`,
 * `useUserLanguage`/`useTranslate`, `useThemeSettings`/`useChangeTheme`,
 * `useCodeVariant`/`useSetCodeVariant`, `useCodeStyling`/`useSetCodeStyling`, and the ad manager (`useAdManager`).
 */
export function DocsProvider({ language, dictionaries, children }: DocsProviderProps) {
  return (
    <DocsConfigProvider>
      <TranslationsProvider language={language} dictionaries={dictionaries}>
        <ThemeSettingsProvider>
          <CodePreferencesProvider>
            <AdManager>{children}</AdManager>
          </CodePreferencesProvider>
        </ThemeSettingsProvider>
      </TranslationsProvider>
    </DocsConfigProvider>
  );
}
