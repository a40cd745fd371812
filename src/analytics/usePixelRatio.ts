import * as React from 'react';
import { roundPixelRatio, watchPixelRatio } from './pixelRatio';

const subscribe = (onChange: () => void) => watchPixelRatio(window, onChange);
const read = () => roundPixelRatio(window.devicePixelRatio);
const onServer = () => 1;

/** The screen's pixel ratio to one decimal, following zoom and screen changes. */
export function usePixelRatio(): number {
  return React.useSyncExternalStore(subscribe, read, onServer);
}
