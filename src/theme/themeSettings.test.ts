import {
  changesThemeVars,
  DEFAULT_THEME_SETTINGS,
  SPACING_MAX,
  SPACING_MIN,
  themeSettingsReducer,
  type ThemeSettings,
  type ThemeSettingsAction,
} from './themeSettings';

const changed: ThemeSettings = {
  dense: true,
  direction: 'rtl',
  paletteColors: { primary: '#123456' },
  spacing: 11,
  paletteMode: 'dark',
};

describe('theme settings defaults', () => {
  it('are not dense, left-to-right, spacing 8, light, with no custom colors', () => {
    expect(DEFAULT_THEME_SETTINGS).toEqual({
      dense: false,
      direction: 'ltr',
      paletteColors: {},
      spacing: 8,
      paletteMode: 'light',
    });
  });
});

describe('themeSettingsReducer', () => {
  it('sets the spacing', () => {
    expect(themeSettingsReducer(DEFAULT_THEME_SETTINGS, { type: 'SET_SPACING', payload: 10 })).toEqual({
      ...DEFAULT_THEME_SETTINGS,
      spacing: 10,
    });
  });

  it('keeps a set spacing within its bounds and ignores a non-number', () => {
    expect(themeSettingsReducer(DEFAULT_THEME_SETTINGS, { type: 'SET_SPACING', payload: -5 }).spacing).toBe(
      SPACING_MIN,
    );
    expect(themeSettingsReducer(DEFAULT_THEME_SETTINGS, { type: 'SET_SPACING', payload: 1e9 }).spacing).toBe(
      SPACING_MAX,
    );
    expect(themeSettingsReducer(DEFAULT_THEME_SETTINGS, { type: 'SET_SPACING', payload: 9.6 }).spacing).toBe(10);
    expect(themeSettingsReducer(DEFAULT_THEME_SETTINGS, { type: 'SET_SPACING', payload: NaN })).toBe(
      DEFAULT_THEME_SETTINGS,
    );
  });

  it('increases and decreases the spacing by 1', () => {
    const increased = themeSettingsReducer(DEFAULT_THEME_SETTINGS, { type: 'INCREASE_SPACING' });
    expect(increased).toEqual({ ...DEFAULT_THEME_SETTINGS, spacing: 9 });
    const decreased = themeSettingsReducer(DEFAULT_THEME_SETTINGS, { type: 'DECREASE_SPACING' });
    expect(decreased).toEqual({ ...DEFAULT_THEME_SETTINGS, spacing: 7 });
  });

  it('stops increasing and decreasing at the bounds, returning the same state', () => {
    const atMax = { ...DEFAULT_THEME_SETTINGS, spacing: SPACING_MAX };
    expect(themeSettingsReducer(atMax, { type: 'INCREASE_SPACING' })).toBe(atMax);
    const atMin = { ...DEFAULT_THEME_SETTINGS, spacing: SPACING_MIN };
    expect(themeSettingsReducer(atMin, { type: 'DECREASE_SPACING' })).toBe(atMin);
  });

  it('sets dense', () => {
    expect(themeSettingsReducer(DEFAULT_THEME_SETTINGS, { type: 'SET_DENSE', payload: true })).toEqual({
      ...DEFAULT_THEME_SETTINGS,
      dense: true,
    });
    expect(themeSettingsReducer(changed, { type: 'SET_DENSE', payload: false })).toEqual({ ...changed, dense: false });
  });

  it('resets the density to not dense and spacing 8, and leaves the rest', () => {
    expect(themeSettingsReducer(changed, { type: 'RESET_DENSITY' })).toEqual({ ...changed, dense: false, spacing: 8 });
  });

  it('resets the colors', () => {
    expect(themeSettingsReducer(changed, { type: 'RESET_COLORS' })).toEqual({ ...changed, paletteColors: {} });
  });

  it('changes the mode, the direction and the colors', () => {
    expect(
      themeSettingsReducer(DEFAULT_THEME_SETTINGS, {
        type: 'CHANGE',
        payload: { paletteMode: 'dark', direction: 'rtl', paletteColors: { secondary: '#abcdef' } },
      }),
    ).toEqual({
      ...DEFAULT_THEME_SETTINGS,
      paletteMode: 'dark',
      direction: 'rtl',
      paletteColors: { secondary: '#abcdef' },
    });
    expect(themeSettingsReducer(changed, { type: 'CHANGE', payload: { direction: 'ltr' } })).toEqual({
      ...changed,
      direction: 'ltr',
    });
  });

  it.each<[string, ThemeSettingsAction]>([
    ['CHANGE with the current values', { type: 'CHANGE', payload: { paletteMode: 'dark', direction: 'rtl' } }],
    ['CHANGE with equal colors', { type: 'CHANGE', payload: { paletteColors: { primary: '#123456' } } }],
    ['CHANGE with nothing', { type: 'CHANGE', payload: {} }],
    ['SET_DENSE with the current value', { type: 'SET_DENSE', payload: true }],
    ['SET_SPACING with the current value', { type: 'SET_SPACING', payload: 11 }],
  ])('returns the same state for %s', (_name, action) => {
    expect(themeSettingsReducer(changed, action)).toBe(changed);
  });

  it('returns the same state when density or colors are already reset', () => {
    expect(themeSettingsReducer(DEFAULT_THEME_SETTINGS, { type: 'RESET_DENSITY' })).toBe(DEFAULT_THEME_SETTINGS);
    expect(themeSettingsReducer(DEFAULT_THEME_SETTINGS, { type: 'RESET_COLORS' })).toBe(DEFAULT_THEME_SETTINGS);
  });

  it('throws on an unknown action type', () => {
    const unknown = { type: 'MAKE_IT_PINK' } as unknown as ThemeSettingsAction;
    expect(() => themeSettingsReducer(DEFAULT_THEME_SETTINGS, unknown)).toThrow(
      /unknown theme settings action "MAKE_IT_PINK"/,
    );
  });
});

describe('changesThemeVars', () => {
  it('is false for the default spacing and colors, whatever the density', () => {
    expect(changesThemeVars(DEFAULT_THEME_SETTINGS)).toBe(false);
    const dense = { ...DEFAULT_THEME_SETTINGS, dense: true };
    expect(changesThemeVars(dense)).toBe(false);
  });

  it('is true for another spacing or a chosen main color', () => {
    expect(changesThemeVars({ ...DEFAULT_THEME_SETTINGS, spacing: 9 })).toBe(true);
    expect(changesThemeVars({ ...DEFAULT_THEME_SETTINGS, paletteColors: { primary: '#123456' } })).toBe(true);
    expect(changesThemeVars({ ...DEFAULT_THEME_SETTINGS, paletteColors: { secondary: '#123456' } })).toBe(true);
  });
});
