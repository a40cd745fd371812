import { aliasDeclaration, themeExample } from './entryCode';

const classes = (...keys: string[]) => keys.map((key) => ({ key, className: `MuiX-${key}`, description: '' }));

describe('themeExample', () => {
  const grid = { key: 'MuiDataGrid', styleOverrides: true, augmentation: '@mui/x-data-grid-pro/themeAugmentation' };

  it('imports the augmentation of the package and styles the root class', () => {
    const example = themeExample(grid, classes('actionsCell', 'root'));
    expect(example).toContain("import type {} from '@mui/x-data-grid-pro/themeAugmentation';");
    expect(example).toContain(
      '    MuiDataGrid: {\n      defaultProps: {},\n      styleOverrides: {\n        root: {},',
    );
  });

  it('styles the first class when there is no root, and leaves style overrides out where the key takes none', () => {
    expect(themeExample(grid, classes('paper', 'content'))).toContain('        paper: {},');
    const field = { key: 'MuiDateField', styleOverrides: false, augmentation: '@mui/x-date-pickers/themeAugmentation' };
    expect(themeExample(field, [])).not.toContain('styleOverrides');
  });
});

describe('aliasDeclaration', () => {
  it('writes a type alias as a declaration', () => {
    expect(aliasDeclaration('FixtureScale', "'linear' | 'log'")).toBe("type FixtureScale = 'linear' | 'log';");
  });
});
