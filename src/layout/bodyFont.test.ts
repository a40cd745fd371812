import { BODY_FONT_DIR, BODY_FONT_PRELOAD, bodyFontFaceCss } from './bodyFont';

describe('the body font', () => {
  it('is preloaded from a URL that does not change between builds', () => {
    expect(BODY_FONT_PRELOAD).toBe('/static/fonts/ibm-plex-sans/files/ibm-plex-sans-latin-wght-normal.woff2');
  });

  it("takes the package's faces with their files under the copied folder", () => {
    const sheet = `@font-face {
  font-family: 'IBM Plex Sans Variable';
  src: url(./files/ibm-plex-sans-latin-wght-normal.woff2) format('woff2-variations');
}
@font-face {
  src: url(./files/ibm-plex-sans-greek-wght-normal.woff2) format('woff2-variations');
}`;
    const css = bodyFontFaceCss(sheet);
    expect(css).toContain(`url(${BODY_FONT_PRELOAD}) format('woff2-variations')`);
    expect(css).toContain(`url(${BODY_FONT_DIR}/files/ibm-plex-sans-greek-wght-normal.woff2)`);
    expect(css).not.toContain('./files/');
  });
});
