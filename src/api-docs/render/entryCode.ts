// The code snippets an API entry shows, on its page and in its Markdown alike.
import type { ApiCssClass, ApiThemeKey } from '../types';

/**
 * A theme that sets a component's default props (and, where its key takes them, style overrides
 * of its root class, or of its first class when it has no root), with the type-only import that
 * makes TypeScript know the key.
 */
export function themeExample(theme: ApiThemeKey, classes: readonly ApiCssClass[]): string {
  const classKeys = classes.map((cssClass) => cssClass.key);
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

/** A type alias's declaration, as its page shows it: `type ContinuousScaleName = 'linear' | …;`. */
export function aliasDeclaration(name: string, aliasOf: string): string {
  return `type ${name} = ${aliasOf};`;
}
