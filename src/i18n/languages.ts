/** Every language the site is served in. English is the default and has no URL prefix. */
export const LANGUAGES = ['en', 'zh', 'pt'] as const;

export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Names shown in the language menu, each in its own language. */
export const LANGUAGE_LABELS: Record<Language, string> = {
  en: 'English',
  zh: '中文',
  pt: 'Português',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
