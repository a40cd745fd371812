import { act, render, screen } from '@testing-library/react';
import { readCookie } from '../ui/cookies';
import { PALETTE_COLORS_COOKIE } from './paletteColorsCookie';
import { usePaletteColorsSetters, useStoredPaletteColors } from './paletteColorsStorage';
import { ThemeSettingsProvider, useThemeSettings } from './ThemeSettingsContext';

function ColorsProbe() {
  useStoredPaletteColors();
  const { paletteColors } = useThemeSettings();
  const { setPaletteColor, resetPaletteColors } = usePaletteColorsSetters();
  return (
    <>
      <output>{JSON.stringify(paletteColors)}</output>
      <button type="button" onClick={() => setPaletteColor('secondary', '#00ff00')}>
        green
      </button>
      <button type="button" onClick={() => setPaletteColor('primary', 'red;}')}>
        bad
      </button>
      <button type="button" onClick={resetPaletteColors}>
        reset
      </button>
    </>
  );
}

function renderProbe() {
  render(
    <ThemeSettingsProvider>
      <ColorsProbe />
    </ThemeSettingsProvider>,
  );
  return screen.getByRole('status');
}

afterEach(() => {
  document.cookie = `${PALETTE_COLORS_COOKIE}=;path=/;max-age=0`;
});

describe('stored palette colors', () => {
  it('applies the colors of the cookie on load', () => {
    document.cookie = `${PALETTE_COLORS_COOKIE}=${encodeURIComponent('{"primary":"#112233"}')};path=/`;
    expect(renderProbe()).toHaveTextContent('{"primary":"#112233"}');
  });

  it('ignores a malformed cookie', () => {
    document.cookie = `${PALETTE_COLORS_COOKIE}=${encodeURIComponent('{"primary":"expression(alert(1))"')};path=/`;
    expect(renderProbe()).toHaveTextContent('{}');
  });

  it('saves a chosen color in the cookie, ignores a non-color and deletes the cookie on reset', () => {
    const output = renderProbe();
    act(() => screen.getByRole('button', { name: 'green' }).click());
    expect(output).toHaveTextContent('{"secondary":"#00ff00"}');
    expect(JSON.parse(readCookie(PALETTE_COLORS_COOKIE) ?? 'null')).toEqual({ secondary: '#00ff00' });

    act(() => screen.getByRole('button', { name: 'bad' }).click());
    expect(output).toHaveTextContent('{"secondary":"#00ff00"}');

    act(() => screen.getByRole('button', { name: 'reset' }).click());
    expect(output).toHaveTextContent('{}');
    expect(readCookie(PALETTE_COLORS_COOKIE)).toBeNull();
  });
});
