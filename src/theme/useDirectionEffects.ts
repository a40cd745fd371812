import * as React from 'react';
import type { Direction } from './themeSettings';

/**
 * Puts the text direction on `<html>` and `<body>`, which flips the page layout. Written only when
 * it changes: the server's HTML already carries it, and a write to `<html>` can make the browser
 * check every style rule that reads the attribute again.
 */
export function useDirectionEffects(direction: Direction): void {
  React.useEffect(() => {
    for (const element of [document.documentElement, document.body]) {
      if (element.dir !== direction) element.dir = direction;
    }
  }, [direction]);
}
