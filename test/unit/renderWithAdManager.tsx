import type * as React from 'react';
import { render } from '@testing-library/react';
import pt from '../../translations/translations-pt.json';
import en from '../../translations/translations.json';
import zh from '../../translations/translations-zh.json';
import { AdManager, type AdManagerProps } from '../../src/ads/AdManager';
import type { Language } from '../../src/i18n/languages';
import { TranslationsProvider } from '../../src/i18n/TranslationsContext';
import type { Dictionary } from '../../src/i18n/translate';

const OFF = { scriptUrl: null, feedUrl: null };
const DICTIONARIES: Record<Language, Dictionary> = { en, zh, pt } as Record<Language, Dictionary>;

/** Renders `ui` inside the ad manager (network off unless given) in `language` (English by default). */
export function renderWithAdManager(
  ui: React.ReactElement,
  { language = 'en', ...props }: Omit<AdManagerProps, 'children'> & { language?: Language } = {},
) {
  const dictionaries = { current: DICTIONARIES[language], fallback: DICTIONARIES.en };
  // A wrapper (not a wrapping element) so `rerender` keeps the same providers.
  function Providers({ children }: { children: React.ReactNode }) {
    return (
      <TranslationsProvider language={language} dictionaries={dictionaries}>
        <AdManager network={OFF} {...props}>
          {children}
        </AdManager>
      </TranslationsProvider>
    );
  }
  return render(ui, { wrapper: Providers });
}

/** A random source that returns `values` in turn, then keeps returning the last one. */
export function randomSequence(...values: number[]): () => number {
  let index = 0;
  return () => values[Math.min(index++, values.length - 1)];
}
