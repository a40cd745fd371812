import type { ApiThemeKey } from '../types';

/**
 * A theme that sets a component's default props (and, where its key takes them, style overrides
 * of its root class, or of its first class when it has no root), with the type-only import that
 * makes TypeScript know the key.
 */
export function themeExample(theme: ApiThemeKey, classKeys: readonly string[]): string {
  const styledKey = classKeys.includes('root') ? 'root' : classKeys[0];
  const styles = !theme.styleOverrides
    ? []
    : styledKey
      ? [`      styleOverrides: {`, `        ${styledKey}: {},`, `      },`]
      : [`      styleOverrides: {},`];
  return [
    `import { createTheme } from '@mui/material/styles';`,
    `import type {} from '${theme.augmentation}';`,
    ``,
    `const theme = createTheme({`,
    `  components: {`,
    `    ${theme.key}: {`,
    `      defaultProps: {},`,
    ...styles,
    `    },`,
    `  },`,
    `});`,
  ].join('\n');
}
