import type { Language } from '../i18n/languages';
import { translate, type Dictionary } from '../i18n/translate';
import { toNavItems, type NavItem } from '../nav/navItems';
import { pageToTitleI18n } from '../nav/pageToTitle';
import type { SiteContent } from '../page-kinds/shared/siteContent';

/**
 * What every page of a language shares, sent to the browser once per language (a content-hashed
 * JSON file) and cached across pages: the nav tree and the UI strings.
 */
export interface SiteData {
  nav: NavItem[];
  /** UI strings of the language with the English ones filled in where it has none. */
  strings: Dictionary;
}

/** Page titles, resolved into the nav and page props at build time: never shipped as a dictionary. */
export function titleDictionary(dictionary: Dictionary): Record<string, string> {
  const titles = dictionary.pages;
  return titles && typeof titles === 'object' ? (titles as Record<string, string>) : {};
}

/** `base` overlaid with `overrides`, nested groups merged. */
function mergeDictionaries(base: Dictionary, overrides: Dictionary): Dictionary {
  const merged: Dictionary = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    const inherited = merged[key];
    merged[key] =
      typeof value === 'object' && typeof inherited === 'object' ? mergeDictionaries(inherited, value) : value;
  }
  return merged;
}

/**
 * The search dialog's strings: a group of their own, shipped with the dialog (loaded when the
 * reader first opens search) rather than in every page's site data.
 */
export const SEARCH_DIALOG_GROUP = 'searchDialog';

function group(dictionary: Dictionary, name: string): Dictionary {
  const value = dictionary[name];
  return value && typeof value === 'object' ? value : {};
}

/** The search dialog's strings in `language`, the English ones filled in where it has none. */
export function buildSearchDialogStrings(content: SiteContent, language: Language): Dictionary {
  return mergeDictionaries(
    group(content.dictionaries.en, SEARCH_DIALOG_GROUP),
    group(content.dictionaries[language], SEARCH_DIALOG_GROUP),
  );
}

export function buildSiteData(content: SiteContent, language: Language): SiteData {
  const english = content.dictionaries.en;
  const current = content.dictionaries[language];
  const { pages: _englishTitles, [SEARCH_DIALOG_GROUP]: _englishSearch, ...englishStrings } = english;
  const { pages: _titles, [SEARCH_DIALOG_GROUP]: _search, ...currentStrings } = current;
  const strings = mergeDictionaries(englishStrings, currentStrings);
  const titles = { current: titleDictionary(current), fallback: titleDictionary(english) };
  const nav = toNavItems(
    content.pages,
    (page) => pageToTitleI18n(page, titles),
    (subheader) => translate({ current: strings, fallback: strings }, `subheader-${subheader}`),
  );
  return { nav, strings };
}
