import type { Theme } from '@mui/material/styles';

/** `colorScheme` → `color-scheme`; custom properties keep their case. */
function propertyName(name: string): string {
  return name.startsWith('--') ? name : name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/**
 * The theme's CSS variables (both color schemes) as a style sheet: what MUI's provider would
 * write at run time, written by the server once per page instead, so a page needs no MUI provider
 * to be styled. MUI gives the sheets as flat rules (selector → declarations); a nested rule would
 * need a real CSS serializer, so it fails loudly rather than being dropped.
 */
export function themeVarsCss(theme: Theme): string {
  return theme
    .generateStyleSheets()
    .flatMap((sheet) => Object.entries(sheet))
    .map(([selector, declarations]: [string, Record<string, unknown>]) => {
      const body = Object.entries(declarations)
        .filter(([, value]) => value !== undefined && value !== null && value !== '')
        .map(([name, value]) => {
          if (typeof value !== 'string' && typeof value !== 'number') {
            throw new Error(
              `themeVarsCss: "${selector}" holds a nested rule (${name}), which this serializer does not write.`,
            );
          }
          return `${propertyName(name)}:${value}`;
        })
        .join(';');
      return `${selector}{${body}}`;
    })
    .join('');
}
