/** Constants of the docs theme (specification, section 9). */
export const BORDER_RADIUS = 12;
export const SPACING = 8;
export const CONTRAST_THRESHOLD = 3;
export const TONAL_OFFSET = 0.2;

export const BODY_FONT_FAMILY = [
  // The variable font (weights 100–700 in one file) is the one the site serves.
  '"IBM Plex Sans Variable"',
  '"IBM Plex Sans"',
  '-apple-system',
  'BlinkMacSystemFont',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
  '"Apple Color Emoji"',
  '"Segoe UI Emoji"',
  '"Segoe UI Symbol"',
].join(',');

export const HEADING_FONT_FAMILY = ['"General Sans"', BODY_FONT_FAMILY].join(',');

export const MONOSPACE_FONT_FAMILY = ['Menlo', 'Consolas', '"Droid Sans Mono"', 'monospace'].join(',');

export const TRANSITION_DURATIONS = {
  shortest: 150,
  shorter: 200,
  short: 250,
  standard: 300,
  complex: 375,
  enteringScreen: 225,
  leavingScreen: 195,
};

export const Z_INDEX = {
  mobileStepper: 1000,
  fab: 1050,
  speedDial: 1050,
  appBar: 1100,
  drawer: 1200,
  modal: 1300,
  snackbar: 1400,
  tooltip: 1500,
};

/** Color scales of the docs (50 … 900). */
export const blue = {
  50: '#EBF5FF',
  100: '#CCE5FF',
  200: '#99CCFF',
  300: '#66B2FF',
  400: '#3399FF',
  500: '#007FFF',
  600: '#0072E5',
  700: '#0059B2',
  800: '#004C99',
  900: '#003A75',
};

export const grey = {
  50: '#F3F6F9',
  100: '#E5EAF2',
  200: '#DAE2ED',
  300: '#C7D0DD',
  400: '#B0B8C4',
  500: '#9DA8B7',
  600: '#6B7A90',
  700: '#434D5B',
  800: '#303740',
  900: '#1C2025',
};

export const violet = {
  50: '#F5F2FF',
  100: '#E9E2FF',
  200: '#D6C9FF',
  300: '#B9A2FF',
  400: '#9A78FF',
  500: '#7B4FF0',
  600: '#6A3AD9',
  700: '#562BB3',
  800: '#43218C',
  900: '#311866',
};

export const error = {
  50: '#FFF0F1',
  100: '#FFDBDE',
  200: '#FFBDC2',
  300: '#FF99A2',
  400: '#FF7A86',
  500: '#FF505F',
  600: '#EB0014',
  700: '#C70011',
  800: '#94000D',
  900: '#570007',
};

export const success = {
  50: '#E9FBF0',
  100: '#C6F6D9',
  200: '#9AEFBC',
  300: '#6AE79C',
  400: '#3EE07F',
  500: '#21CC66',
  600: '#1DB45A',
  700: '#1AA251',
  800: '#178D46',
  900: '#0F5C2E',
};

export const warning = {
  50: '#FFF9EB',
  100: '#FFF3C1',
  200: '#FFECA1',
  300: '#FFDC48',
  400: '#F4C000',
  500: '#DEA500',
  600: '#D18E00',
  700: '#AB6800',
  800: '#8C5800',
  900: '#5A3600',
};

/** Page backgrounds, also used for `<meta name="theme-color">` and the no-flash script. */
export const PAGE_BACKGROUND = { light: '#FFFFFF', dark: '#0B0D0E' } as const;
