import * as React from 'react';
import { AdManager } from '../ads/AdManager';
import { CodePreferencesProvider } from '../code/CodePreferencesContext';
import type { Language } from '../i18n/languages';
import { TranslationsProvider } from '../i18n/TranslationsContext';
import type { Dictionaries } from '../i18n/translate';
import { ThemeSettingsProvider } from '../theme/ThemeSettingsContext';
import { DOCS_CONFIG, type DocsConfig } from './docsConfig';

const DocsConfigContext = React.createContext<DocsConfig | null>(null);

export const MISSING_DOCS_PROVIDER =
  'MUI X docs: the docs configuration is missing. Wrap the component in the docs provider (<DocsProvider>).';

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
    <DocsConfigContext.Provider value={DOCS_CONFIG}>
      <TranslationsProvider language={language} dictionaries={dictionaries}>
        <ThemeSettingsProvider>
          <CodePreferencesProvider>
            <AdManager>{children}</AdManager>
          </CodePreferencesProvider>
        </ThemeSettingsProvider>
      </TranslationsProvider>
    </DocsConfigContext.Provider>
  );
}

export function useDocsConfig(): DocsConfig {
  const config = React.useContext(DocsConfigContext);
  if (!config) {
    throw new Error(MISSING_DOCS_PROVIDER);
  }
  return config;
}
