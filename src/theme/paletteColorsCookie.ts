import type { PaletteColors } from './themeSettings';

export const PALETTE_COLORS_COOKIE = 'paletteColors';

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && HEX_COLOR.test(value);
}

/**
 * The colors saved in the cookie, or null when it is missing or malformed. Only `#rrggbb`
 * values are kept, so nothing but a plain color ever reaches the theme.
 */
export function parsePaletteColors(raw: string | null): PaletteColors | null {
  if (!raw) {
    return null;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return null;
  }
  const { primary, secondary } = parsed as Record<string, unknown>;
  const colors: PaletteColors = {};
  if (isHexColor(primary)) colors.primary = primary;
  if (isHexColor(secondary)) colors.secondary = secondary;
  return colors.primary || colors.secondary ? colors : null;
}

export function serializePaletteColors(colors: PaletteColors): string {
  return JSON.stringify({ primary: colors.primary, secondary: colors.secondary });
}
