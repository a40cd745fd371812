import { bodyFontUrls, withFontPreloads } from './fontPreloads';

describe('font preloads', () => {
  const css =
    '@font-face{src:url(../media/ibm-plex-sans-latin-400-normal.a1.woff2) format("woff2"),url(../media/ibm-plex-sans-latin-400-normal.b2.woff) format("woff")}' +
    '@font-face{src:url(../media/ibm-plex-sans-cyrillic-400-normal.c3.woff2)}' +
    '@font-face{src:url(../media/ibm-plex-sans-latin-700-normal.d4.woff2)}@font-face{src:url(../media/ibm-plex-sans-latin-700-normal.d4.woff2)}';

  it('lists the Latin woff2 files of the body font once each, from the site root', () => {
    expect(bodyFontUrls(css, '/_next/static/chunks/app.css')).toEqual([
      '/_next/static/media/ibm-plex-sans-latin-400-normal.a1.woff2',
      '/_next/static/media/ibm-plex-sans-latin-700-normal.d4.woff2',
    ]);
  });

  it('puts a preload of each at the start of the head', () => {
    expect(withFontPreloads('<html><head><title>T</title></head></html>', ['/a.woff2'])).toBe(
      '<html><head><link rel="preload" href="/a.woff2" as="font" type="font/woff2" crossorigin="anonymous"/><title>T</title></head></html>',
    );
  });
});
