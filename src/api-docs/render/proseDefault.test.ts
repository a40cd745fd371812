import { isProseDefault } from './proseDefault';

describe('isProseDefault', () => {
  it('reads a default with words around its code spans as a sentence', () => {
    expect(isProseDefault('`true` for desktop, `false` for mobile.')).toBe(true);
    expect(isProseDefault('The closest valid date, except callbacks such as `shouldDisableDate`.')).toBe(true);
  });

  it('reads a default that opens as a sentence as one, backticks or not', () => {
    expect(isProseDefault('The first axis item.')).toBe(true);
    expect(isProseDefault('HTML lang attribute value or the user agent’s language setting')).toBe(true);
  });

  it('keeps values as code, a template literal among them', () => {
    for (const value of [
      "'default'",
      'false',
      '() => {}',
      '`${adapter.formats.month} ${adapter.formats.year}`',
      '[]',
    ]) {
      expect(isProseDefault(value)).toBe(false);
    }
    expect(isProseDefault("Fade from '@mui/material'.")).toBe(false);
  });
});
