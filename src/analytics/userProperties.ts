import type { CodeStyling, CodeVariant } from '../code/codePreferences';
import type { Language } from '../i18n/languages';
import { roundPixelRatio } from './pixelRatio';

export type ColorScheme = 'light' | 'dark';

export interface UserPropertiesInput {
  codeVariant: CodeVariant;
  codeStyling: CodeStyling;
  language: Language;
  pixelRatio: number;
  osColorScheme: ColorScheme;
  appColorScheme: ColorScheme;
}

/** GA user properties: flat string values, so reports can group readers by them. */
export type UserProperties = Record<
  'code_variant' | 'code_styling' | 'language' | 'pixel_ratio' | 'os_color_scheme' | 'app_color_scheme',
  string
>;

export function userProperties(input: UserPropertiesInput): UserProperties {
  return {
    code_variant: input.codeVariant,
    code_styling: input.codeStyling,
    language: input.language,
    pixel_ratio: roundPixelRatio(input.pixelRatio).toFixed(1),
    os_color_scheme: input.osColorScheme,
    app_color_scheme: input.appColorScheme,
  };
}
