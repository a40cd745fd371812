/** `devicePixelRatio` to one decimal (browser zoom gives values like 1.100000023841858). */
export function roundPixelRatio(ratio: number): number {
  return Number.isFinite(ratio) && ratio > 0 ? Math.round(ratio * 10) / 10 : 1;
}

type PixelRatioWindow = Pick<Window, 'devicePixelRatio' | 'matchMedia'>;

/**
 * Calls `onChange` with the rounded ratio whenever it changes (zoom, moving the window to
 * another screen). A resolution media query fires once when its ratio stops matching, so it
 * is re-created for the new ratio each time. Returns the removal of the listener.
 */
export function watchPixelRatio(win: PixelRatioWindow, onChange: (ratio: number) => void): () => void {
  let query: MediaQueryList | null = null;
  const listen = () => {
    query = win.matchMedia(`(resolution: ${win.devicePixelRatio}dppx)`);
    query.addEventListener('change', handleChange, { once: true });
  };
  function handleChange() {
    onChange(roundPixelRatio(win.devicePixelRatio));
    listen();
  }
  listen();
  return () => query?.removeEventListener('change', handleChange);
}
