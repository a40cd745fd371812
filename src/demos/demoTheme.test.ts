import { withComponentLocales } from './demoTheme';

describe('withComponentLocales', () => {
  const theme = {
    palette: { mode: 'light' },
    components: {
      MuiButton: { defaultProps: { disableRipple: true } },
      MuiDataGrid: { defaultProps: { density: 'compact' }, styleOverrides: { root: { border: 0 } } },
    },
  };
  const gridLocale = { components: { MuiDataGrid: { defaultProps: { localeText: { noRowsLabel: '没有数据' } } } } };
  const pickersLocale = {
    components: { MuiLocalizationProvider: { defaultProps: { localeText: { cancelButtonLabel: '取消' } } } },
  };

  it('adds the locales and keeps the theme and its other defaults', () => {
    const localized = withComponentLocales(theme, [gridLocale, pickersLocale]);
    expect(localized.palette).toBe(theme.palette);
    expect(localized.components).toEqual({
      MuiButton: { defaultProps: { disableRipple: true } },
      MuiDataGrid: {
        defaultProps: { density: 'compact', localeText: { noRowsLabel: '没有数据' } },
        styleOverrides: { root: { border: 0 } },
      },
      MuiLocalizationProvider: { defaultProps: { localeText: { cancelButtonLabel: '取消' } } },
    });
  });

  it('leaves the theme it was given untouched', () => {
    withComponentLocales(theme, [gridLocale]);
    expect(theme.components.MuiDataGrid.defaultProps).toEqual({ density: 'compact' });
  });

  it('works on a theme without components and with no locale', () => {
    expect(withComponentLocales<{ components?: object }>({}, []).components).toEqual({});
  });
});
