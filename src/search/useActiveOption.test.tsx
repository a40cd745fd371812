import type * as React from 'react';
import { act, renderHook } from '@testing-library/react';
import type { SearchOption } from './dialogOptions';
import { useActiveOption } from './useActiveOption';

const results = (page: string, titles: string[]): SearchOption[] =>
  titles.map((title) => ({ kind: 'result', url: `/${page}/#${title}`, label: `${title} in ${page}` }));

const key = (name: string) =>
  ({
    key: name,
    preventDefault: jest.fn(),
    nativeEvent: { isComposing: false },
  }) as unknown as React.KeyboardEvent<HTMLInputElement>;

describe('useActiveOption', () => {
  const options = results('sorting', ['a', 'b', 'c']);
  const setup = (initial: readonly SearchOption[]) => {
    const onClose = jest.fn();
    const onChoose = jest.fn();
    const listRef = { current: null };
    const hook = renderHook(({ list }) => useActiveOption(list, listRef, { onClose, onChoose }), {
      initialProps: { list: initial },
    });
    return { ...hook, onClose, onChoose };
  };

  it('moves with the arrow keys, wrapping, announces the entry and chooses it with Enter', () => {
    const { result, onChoose } = setup(options);
    act(() => result.current.onKeyDown(key('ArrowUp')));
    expect(result.current.activeIndex).toBe(2);
    expect(result.current.announcement).toBe('c in sorting');
    act(() => result.current.onKeyDown(key('ArrowDown')));
    expect(result.current.activeIndex).toBe(0);
    act(() => result.current.onKeyDown(key('Enter')));
    expect(onChoose).toHaveBeenCalledWith(options[0]);
  });

  it('starts again at the first entry of a new list; Escape closes, even with no entry', () => {
    const { result, rerender, onClose, onChoose } = setup(options);
    act(() => result.current.onKeyDown(key('ArrowDown')));
    expect(result.current.activeIndex).toBe(1);
    rerender({ list: results('filtering', ['x', 'y']) });
    expect(result.current.activeIndex).toBe(0);
    rerender({ list: [] });
    act(() => result.current.onKeyDown(key('Enter')));
    expect(onChoose).not.toHaveBeenCalled();
    act(() => result.current.onKeyDown(key('Escape')));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
