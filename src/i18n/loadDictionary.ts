import en from '../../translations/translations.json';
import zh from '../../translations/translations-zh.json';
import pt from '../../translations/translations-pt.json';
import type { Language } from './languages';
import type { Dictionary } from './translate';

const dictionaries: Record<Language, Dictionary> = { en, zh, pt };

/** Build time only: the whole dictionary of a language (pages receive only what they need). */
export function loadDictionary(language: Language): Dictionary {
  return dictionaries[language];
}
