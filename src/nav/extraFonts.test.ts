import { extraFontStylesheets, ONEPIRATE_FONTS_STYLESHEET } from './extraFonts';

describe('extraFontStylesheets', () => {
  it('loads the Onepirate fonts on paths that contain onepirate', () => {
    expect(extraFontStylesheets('/material-ui/getting-started/templates/onepirate/')).toEqual([
      ONEPIRATE_FONTS_STYLESHEET,
    ]);
    expect(extraFontStylesheets('/premium-themes/onepirate/sign-in/')).toEqual([ONEPIRATE_FONTS_STYLESHEET]);
  });

  it('loads nothing extra elsewhere', () => {
    expect(extraFontStylesheets('/x/introduction/')).toEqual([]);
    expect(extraFontStylesheets('/')).toEqual([]);
  });
});
