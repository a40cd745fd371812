/**
 * The toolbar item that a key moves focus to (a horizontal toolbar, WAI-ARIA): the arrow keys
 * step to the neighbour and wrap around, Home and End jump to the ends; in a right-to-left page
 * the left arrow moves forward. Any other key keeps the focus where it is: null.
 */
export function rovingFocusTarget(
  current: number,
  key: string,
  count: number,
  direction: 'ltr' | 'rtl' = 'ltr',
): number | null {
  if (count === 0) {
    return null;
  }
  const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  switch (key) {
    case forward:
      return (current + 1) % count;
    case backward:
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
