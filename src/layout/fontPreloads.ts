/**
 * Build time (postbuild): the body font's Latin file (the variable font, every weight in one file)
 * named by the app's stylesheet, as a URL from the site root. Preloading it makes it arrive before
 * the first paint, so the text is not laid out again in the web font when it arrives (a layout
 * shift).
 */
export function bodyFontUrls(css: string, cssUrl: string): string[] {
  const base = new URL(cssUrl, 'https://site.invalid');
  const urls = [...css.matchAll(/url\(([^)]*ibm-plex-sans-latin-wght-normal[^)]*\.woff2)\)/g)].map(
    (match) => new URL(match[1].replace(/^['"]|['"]$/g, ''), base).pathname,
  );
  return [...new Set(urls)];
}

/** The page's HTML with a preload of each font file at the start of its head. */
export function withFontPreloads(html: string, fontUrls: string[]): string {
  const links = fontUrls
    .map((url) => `<link rel="preload" href="${url}" as="font" type="font/woff2" crossorigin="anonymous"/>`)
    .join('');
  return html.replace(/<head>/, `<head>${links}`);
}
