import { bodyFontUrls, withFontPreloads } from './fontPreloads';

describe('font preloads', () => {
  const css =
    '@font-face{src:url(../media/ibm-plex-sans-cyrillic-wght-normal.c3.woff2) format("woff2-variations")}' +
    '@font-face{src:url(../media/ibm-plex-sans-latin-ext-wght-normal.e5.woff2) format("woff2-variations")}' +
    '@font-face{src:url(../media/ibm-plex-sans-latin-wght-normal.a1.woff2) format("woff2-variations")}' +
    '@font-face{src:url(../media/ibm-plex-sans-latin-wght-normal.a1.woff2) format("woff2-variations")}';

  it('lists the Latin woff2 file of the body font once, from the site root', () => {
    expect(bodyFontUrls(css, '/_next/static/chunks/app.css')).toEqual([
      '/_next/static/media/ibm-plex-sans-latin-wght-normal.a1.woff2',
    ]);
  });

  it('puts a preload of each at the start of the head', () => {
    expect(withFontPreloads('<html><head><title>T</title></head></html>', ['/a.woff2'])).toBe(
      '<html><head><link rel="preload" href="/a.woff2" as="font" type="font/woff2" crossorigin="anonymous"/><title>T</title></head></html>',
    );
  });
});
