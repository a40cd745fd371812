import { decomposeColor, getContrastRatio, type CssVarsTheme } from '@mui/material/styles';
import { blend } from '@mui/system/colorManipulator';
import { createDocsTheme } from './createDocsTheme';

const WCAG_AA_TEXT = 4.5;

// The docs theme is built with CSS variables, so it carries both color schemes.
function colorSchemesOf(options: Parameters<typeof createDocsTheme>[0] = {}): CssVarsTheme['colorSchemes'] {
  return (createDocsTheme(options) as unknown as CssVarsTheme).colorSchemes;
}

describe('createDocsTheme', () => {
  it('uses the theme settings defaults: spacing 8, left-to-right, regular sizes', () => {
    const theme = createDocsTheme();
    expect(theme.direction).toBe('ltr');
    expect(theme.spacing(2)).toBe('calc(2 * var(--muidocs-spacing, 8px))');
    expect(theme.components?.MuiButton?.defaultProps?.size).toBeUndefined();
  });

  it('applies the spacing and the direction of the settings', () => {
    const theme = createDocsTheme({ spacing: 11, direction: 'rtl' });
    expect(theme.direction).toBe('rtl');
    expect(theme.spacing(2)).toBe('calc(2 * var(--muidocs-spacing, 11px))');
  });

  it('gives dense small sizes to the docs and demo components, and the compact data grid', () => {
    const components = createDocsTheme({ dense: true }).components;
    for (const name of [
      'MuiButton',
      'MuiIconButton',
      'MuiInputBase',
      'MuiTextField',
      'MuiFormControl',
      'MuiFab',
      'MuiTable',
    ] as const) {
      expect(components?.[name]?.defaultProps).toMatchObject({ size: 'small' });
    }
    expect(components?.MuiListItem?.defaultProps?.dense).toBe(true);
    expect(components?.MuiToolbar?.defaultProps?.variant).toBe('dense');
    expect(components?.MuiDataGrid?.defaultProps?.density).toBe('compact');
  });

  it('uses the chosen palette colors in both modes', () => {
    const colorSchemes = colorSchemesOf({ paletteColors: { primary: '#123456', secondary: '#654321' } });
    for (const scheme of ['light', 'dark'] as const) {
      expect(colorSchemes[scheme]?.palette.primary.main).toBe('#123456');
      expect(colorSchemes[scheme]?.palette.secondary.main).toBe('#654321');
    }
  });

  it.each(['light', 'dark'] as const)(
    'keeps text at WCAG AA contrast in %s mode, on the page and on a selected item',
    (scheme) => {
      const palette = colorSchemesOf()[scheme]!.palette;
      const foregrounds = {
        'text.primary': palette.text.primary,
        'text.secondary': palette.text.secondary,
        'primary.main': palette.primary.main,
        'secondary.main': palette.secondary.main,
        'error.main': palette.error.main,
        'warning.main': palette.warning.main,
        'success.main': palette.success.main,
      };
      const selected = palette.action.selected;
      const selectedBackground = blend(palette.background.default, selected, decomposeColor(selected).values[3] ?? 1);
      const backgrounds = [palette.background.default, palette.background.paper, selectedBackground];
      const failures = backgrounds.flatMap((background) =>
        Object.entries(foregrounds)
          .map(([name, color]) => ({ name, background, ratio: getContrastRatio(color, background) }))
          .filter(({ ratio }) => ratio < WCAG_AA_TEXT),
      );
      expect(failures).toEqual([]);
    },
  );
});
