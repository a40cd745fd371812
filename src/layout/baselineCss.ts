import { BODY_FONT_FAMILY } from '../theme/docsTokens';

/**
 * The page baseline, static and inlined in every page's head by `_document` (so the first paint has
 * it even before any stylesheet or script): what MUI's CssBaseline (with enableColorScheme) gave,
 * on the theme's CSS variables, so that no component has to style it at run time.
 */
export const BASELINE_CSS = `html{-webkit-font-smoothing:antialiased;-moz-osx-font-smoothing:grayscale;box-sizing:border-box;-webkit-text-size-adjust:100%}
*,*::before,*::after{box-sizing:inherit}
strong,b{font-weight:700}
body{margin:0;color:var(--muidocs-palette-text-primary);font-family:${BODY_FONT_FAMILY};font-weight:400;font-size:1rem;line-height:1.5;background-color:var(--muidocs-palette-background-default)}
@media print{body{background-color:var(--muidocs-palette-common-white)}}
body::backdrop{background-color:var(--muidocs-palette-background-default)}
.mode-light{color-scheme:light}
.mode-dark{color-scheme:dark}
.visually-hidden{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}`;
