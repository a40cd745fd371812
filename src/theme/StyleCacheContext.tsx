import * as React from 'react';
import type { EmotionCache } from '@emotion/cache';
import type { Direction } from './themeSettings';

/**
 * What the parts styled with MUI (demos, menus, drawers, some page kinds) need from the frame,
 * which has no MUI itself: the direction in effect, and the emotion cache to style with (the
 * server's, whose styles go into the page's head; the right-to-left one; or null for the
 * browser's default).
 */
export interface StyleCache {
  direction: Direction;
  cache: EmotionCache | null;
}

const StyleCacheContext = React.createContext<StyleCache>({ direction: 'ltr', cache: null });

export const StyleCacheProvider = StyleCacheContext.Provider;

export function useStyleCache(): StyleCache {
  return React.useContext(StyleCacheContext);
}
