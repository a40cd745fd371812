/** Where scripts/copy-fonts.mts puts the body font (the variable IBM Plex Sans, every weight in a file per script). */
export const BODY_FONT_DIR = '/static/fonts/ibm-plex-sans';

/**
 * The Latin file, preloaded by every page (`_document`) so that it arrives before the first paint
 * and the text is not laid out again when it does (a layout shift).
 */
export const BODY_FONT_PRELOAD = `${BODY_FONT_DIR}/files/ibm-plex-sans-latin-wght-normal.woff2`;

/**
 * The body font's `@font-face` rules (the stylesheet copy-fonts writes beside the files) with
 * their `url(./files/…)` made absolute, so that they hold in a page's head at any path.
 */
export function bodyFontFaceCss(stylesheet: string): string {
  return stylesheet.replace(/url\(\.\/files\//g, `url(${BODY_FONT_DIR}/files/`);
}
