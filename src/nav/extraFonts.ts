/** Stylesheet of the fonts the Onepirate template pages use (copied from npm at build). */
export const ONEPIRATE_FONTS_STYLESHEET = '/static/fonts/onepirate/fonts.css';

/** Extra web-font stylesheets a page needs beyond the docs fonts. */
export function extraFontStylesheets(canonicalPath: string): string[] {
  return canonicalPath.includes('onepirate') ? [ONEPIRATE_FONTS_STYLESHEET] : [];
}
