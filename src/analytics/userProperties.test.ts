import { userProperties } from './userProperties';

describe('userProperties', () => {
  it('names every property the reports group by', () => {
    expect(
      userProperties({
        codeVariant: 'JS',
        codeStyling: 'Tailwind',
        language: 'zh',
        pixelRatio: 1.7999999,
        osColorScheme: 'dark',
        appColorScheme: 'light',
      }),
    ).toEqual({
      code_variant: 'JS',
      code_styling: 'Tailwind',
      language: 'zh',
      pixel_ratio: '1.8',
      os_color_scheme: 'dark',
      app_color_scheme: 'light',
    });
  });
});
