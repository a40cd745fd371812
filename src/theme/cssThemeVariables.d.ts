import '@mui/material/styles';

// The docs theme is built with `cssVariables` (createDocsTheme.ts): the types of `theme.vars` and
// of the ThemeProvider props that go with it (`colorSchemeNode`) follow.
declare module '@mui/material/styles' {
  interface CssThemeVariables {
    enabled: true;
  }
}
