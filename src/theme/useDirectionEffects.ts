import * as React from 'react';
import type { Direction } from './themeSettings';

/** Puts the text direction on `<html>` and `<body>`, which flips the page layout. */
export function useDirectionEffects(direction: Direction): void {
  React.useEffect(() => {
    document.documentElement.dir = direction;
    document.body.dir = direction;
  }, [direction]);
}
