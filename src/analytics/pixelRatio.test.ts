import { roundPixelRatio, watchPixelRatio } from './pixelRatio';

describe('roundPixelRatio', () => {
  it('rounds to one decimal', () => {
    expect(roundPixelRatio(1)).toBe(1);
    expect(roundPixelRatio(1.100000023841858)).toBe(1.1);
    expect(roundPixelRatio(2.625)).toBe(2.6);
    expect(roundPixelRatio(1.25)).toBe(1.3);
    expect(roundPixelRatio(0.6666667)).toBe(0.7);
  });

  it('falls back to 1 for a value no screen has', () => {
    expect(roundPixelRatio(0)).toBe(1);
    expect(roundPixelRatio(-2)).toBe(1);
    expect(roundPixelRatio(Number.NaN)).toBe(1);
    expect(roundPixelRatio(Number.POSITIVE_INFINITY)).toBe(1);
  });
});

describe('watchPixelRatio', () => {
  /** A window whose resolution queries can be told that the ratio changed. */
  function fakeWindow(initialRatio: number) {
    const queries: Array<{ media: string; target: EventTarget }> = [];
    const win = {
      devicePixelRatio: initialRatio,
      matchMedia: (media: string) => {
        const target = new EventTarget();
        queries.push({ media, target });
        return target as unknown as MediaQueryList;
      },
    };
    const changeTo = (ratio: number) => {
      win.devicePixelRatio = ratio;
      queries[queries.length - 1].target.dispatchEvent(new Event('change'));
    };
    return { win, queries, changeTo };
  }

  it('reports each new ratio, rounded, and follows the current one', () => {
    const { win, queries, changeTo } = fakeWindow(1);
    const onChange = jest.fn();
    watchPixelRatio(win, onChange);
    expect(queries.map((query) => query.media)).toEqual(['(resolution: 1dppx)']);
    changeTo(1.100000023841858);
    changeTo(2);
    expect(onChange.mock.calls).toEqual([[1.1], [2]]);
    expect(queries.map((query) => query.media)).toEqual([
      '(resolution: 1dppx)',
      '(resolution: 1.100000023841858dppx)',
      '(resolution: 2dppx)',
    ]);
  });

  it('stops reporting once removed', () => {
    const { win, changeTo } = fakeWindow(1);
    const onChange = jest.fn();
    const stop = watchPixelRatio(win, onChange);
    stop();
    changeTo(3);
    expect(onChange).not.toHaveBeenCalled();
  });
});
