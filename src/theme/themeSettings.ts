import { SPACING } from './docsTokens';

export type Direction = 'ltr' | 'rtl';
export type PaletteMode = 'light' | 'dark';

/** Reader-chosen main colors; a missing entry keeps the docs' own color. */
export interface PaletteColors {
  primary?: string;
  secondary?: string;
}

export interface ThemeSettings {
  dense: boolean;
  direction: Direction;
  paletteColors: PaletteColors;
  spacing: number;
  /** A mirror of MUI's resolved color scheme (the color mode itself lives in `useColorScheme`). */
  paletteMode: PaletteMode;
}

// Bounds keep the +/- buttons and a bad value from producing an unusable layout.
export const SPACING_MIN = 2;
export const SPACING_MAX = 16;

export const DEFAULT_THEME_SETTINGS: ThemeSettings = {
  dense: false,
  direction: 'ltr',
  paletteColors: {},
  spacing: SPACING,
  paletteMode: 'light',
};

export type ThemeSettingsAction =
  | { type: 'SET_SPACING'; payload: number }
  | { type: 'INCREASE_SPACING' }
  | { type: 'DECREASE_SPACING' }
  | { type: 'SET_DENSE'; payload: boolean }
  | { type: 'RESET_DENSITY' }
  | { type: 'RESET_COLORS' }
  | {
      type: 'CHANGE';
      payload: Partial<Pick<ThemeSettings, 'paletteMode' | 'direction' | 'paletteColors'>>;
    };

function clampSpacing(value: number): number {
  return Math.min(SPACING_MAX, Math.max(SPACING_MIN, Math.round(value)));
}

function withSpacing(state: ThemeSettings, value: number): ThemeSettings {
  if (!Number.isFinite(value)) {
    return state;
  }
  const spacing = clampSpacing(value);
  return spacing === state.spacing ? state : { ...state, spacing };
}

function samePaletteColors(a: PaletteColors, b: PaletteColors): boolean {
  return a.primary === b.primary && a.secondary === b.secondary;
}

/**
 * The docs' display settings. Every action that would not change anything returns the same
 * state object, so consumers (and the theme built from it) do not re-render for nothing.
 */
export function themeSettingsReducer(state: ThemeSettings, action: ThemeSettingsAction): ThemeSettings {
  switch (action.type) {
    case 'SET_SPACING':
      return withSpacing(state, action.payload);
    case 'INCREASE_SPACING':
      return withSpacing(state, state.spacing + 1);
    case 'DECREASE_SPACING':
      return withSpacing(state, state.spacing - 1);
    case 'SET_DENSE':
      return action.payload === state.dense ? state : { ...state, dense: action.payload };
    case 'RESET_DENSITY':
      return !state.dense && state.spacing === SPACING ? state : { ...state, dense: false, spacing: SPACING };
    case 'RESET_COLORS':
      return samePaletteColors(state.paletteColors, {}) ? state : { ...state, paletteColors: {} };
    case 'CHANGE': {
      const {
        paletteMode = state.paletteMode,
        direction = state.direction,
        paletteColors = state.paletteColors,
      } = action.payload;
      if (
        paletteMode === state.paletteMode &&
        direction === state.direction &&
        samePaletteColors(paletteColors, state.paletteColors)
      ) {
        return state;
      }
      return { ...state, paletteMode, direction, paletteColors };
    }
    default:
      throw new Error(`MUI X docs: unknown theme settings action "${String((action as { type?: unknown }).type)}".`);
  }
}

/**
 * Whether the settings change the theme's CSS variables (the spacing, a main color): then the
 * variables written by the server are overridden in the browser. Density and direction change
 * components only.
 */
export function changesThemeVars({
  spacing,
  paletteColors,
}: Pick<ThemeSettings, 'spacing' | 'paletteColors'>): boolean {
  return spacing !== SPACING || Boolean(paletteColors.primary) || Boolean(paletteColors.secondary);
}
