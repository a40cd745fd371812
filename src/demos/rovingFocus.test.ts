import { rovingFocusTarget } from './rovingFocus';

describe('rovingFocusTarget', () => {
  it('moves with the arrow keys and wraps around', () => {
    expect(rovingFocusTarget(0, 'ArrowRight', 4)).toBe(1);
    expect(rovingFocusTarget(3, 'ArrowRight', 4)).toBe(0);
    expect(rovingFocusTarget(2, 'ArrowLeft', 4)).toBe(1);
    expect(rovingFocusTarget(0, 'ArrowLeft', 4)).toBe(3);
  });

  it('jumps to the ends with Home and End', () => {
    expect(rovingFocusTarget(2, 'Home', 4)).toBe(0);
    expect(rovingFocusTarget(1, 'End', 4)).toBe(3);
  });

  it('mirrors the arrows in a right-to-left page', () => {
    expect(rovingFocusTarget(0, 'ArrowLeft', 4, 'rtl')).toBe(1);
    expect(rovingFocusTarget(0, 'ArrowRight', 4, 'rtl')).toBe(3);
  });

  it('ignores other keys and empty toolbars', () => {
    expect(rovingFocusTarget(1, 'ArrowDown', 4)).toBeNull();
    expect(rovingFocusTarget(1, 'Enter', 4)).toBeNull();
    expect(rovingFocusTarget(0, 'ArrowRight', 0)).toBeNull();
  });
});
