import * as React from 'react';
import type { Language } from './languages';

/** Keeps `<html lang>` right after a client-side move to another language. */
export function useDocumentLanguage(language: Language) {
  React.useEffect(() => {
    if (document.documentElement.lang !== language) document.documentElement.lang = language;
  }, [language]);
}
