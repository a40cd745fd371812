import { parsePaletteColors, serializePaletteColors } from './paletteColorsCookie';

describe('palette colors cookie', () => {
  it('round-trips the chosen colors', () => {
    const colors = { primary: '#1a2b3c', secondary: '#ABCDEF' };
    expect(parsePaletteColors(serializePaletteColors(colors))).toEqual(colors);
    expect(parsePaletteColors(serializePaletteColors({ secondary: '#000000' }))).toEqual({ secondary: '#000000' });
  });

  it.each([
    ['a missing cookie', null],
    ['an empty cookie', ''],
    ['broken JSON', '{"primary":'],
    ['a string', '"#123456"'],
    ['an array', '["#123456"]'],
    ['null', 'null'],
    ['an object without colors', '{"tertiary":"#123456"}'],
    ['names instead of hex colors', '{"primary":"red","secondary":"blue"}'],
    ['CSS injection', '{"primary":"#123456;}body{display:none","secondary":"url(javascript:alert(1))"}'],
    ['a short hex', '{"primary":"#123"}'],
    ['a number', '{"primary":123456}'],
  ])('ignores %s', (_name, raw) => {
    expect(parsePaletteColors(raw)).toBeNull();
  });

  it('keeps the valid color when only one is malformed', () => {
    expect(parsePaletteColors('{"primary":"#123456","secondary":"<script>"}')).toEqual({ primary: '#123456' });
  });
});
