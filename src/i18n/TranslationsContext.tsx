import * as React from 'react';
import type { Language } from './languages';
import { translate, type Dictionaries } from './translate';

interface TranslationsValue {
  language: Language;
  dictionaries: Dictionaries;
}

const TranslationsContext = React.createContext<TranslationsValue | null>(null);

export function TranslationsProvider({
  language,
  dictionaries,
  children,
}: TranslationsValue & { children: React.ReactNode }) {
  const value = React.useMemo(() => ({ language, dictionaries }), [language, dictionaries]);
  return <TranslationsContext.Provider value={value}>{children}</TranslationsContext.Provider>;
}

function useTranslations(): TranslationsValue {
  const value = React.useContext(TranslationsContext);
  if (!value) {
    throw new Error('MUI X docs: missing translations. Wrap the component in the docs provider (DocsProvider).');
  }
  return value;
}

/** The language of the page being read. */
export function useUserLanguage(): Language {
  return useTranslations().language;
}

/** `t(key, values)`: the reader's string, else the English one, else the key. */
export function useTranslate(): (key: string, values?: Record<string, string>) => string {
  const { dictionaries } = useTranslations();
  return React.useCallback((key, values) => translate(dictionaries, key, values), [dictionaries]);
}
