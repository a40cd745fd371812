import type { Theme } from '@mui/material/styles';
import { createDocsTheme } from './createDocsTheme';
import { themeVarsCss } from './themeVarsCss';

describe('themeVarsCss', () => {
  it('writes the variables of the root and of both color schemes, selected by the mode class', () => {
    const css = themeVarsCss(createDocsTheme());
    expect(css).toMatch(/^:root\{--muidocs-spacing:8px;/);
    expect(css).toContain(':root, .mode-light{color-scheme:light;--muidocs-palette-primary-50:');
    expect(css).toContain('.mode-dark{color-scheme:dark;');
    expect(css).toContain('--muidocs-palette-background-default:');
  });

  it("carries the reader's colors and spacing", () => {
    const css = themeVarsCss(createDocsTheme({ spacing: 10, paletteColors: { primary: '#FF0000' } }));
    expect(css).toContain('--muidocs-spacing:10px');
    expect(css).toContain('--muidocs-palette-primary-main:#FF0000');
  });

  it('fails on a nested rule instead of dropping it', () => {
    const theme = {
      generateStyleSheets: () => [{ ':root': { '--a': '1px', '@media print': { '--a': '2px' } } }],
    } as unknown as Theme;
    expect(() => themeVarsCss(theme)).toThrow(/nested rule/);
  });
});
