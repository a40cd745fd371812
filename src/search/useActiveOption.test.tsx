import type * as React from 'react';
import { act, renderHook } from '@testing-library/react';
import type { SearchGroup } from './searchResults';
import { dialogOptions, useActiveOption, type SearchOption } from './useActiveOption';

const s = (key: string, values?: Record<string, string>) => `${key}:${JSON.stringify(values ?? {})}`;

const group = (title: string, items: string[]): SearchGroup => ({
  url: `/${title}/`,
  title,
  product: null,
  pageKind: 'guide',
  keywords: [],
  items: items.map((item) => ({ kind: 'heading', title: item, url: `/${title}/#${item}`, excerptHtml: item })),
});

const key = (name: string) =>
  ({
    key: name,
    preventDefault: jest.fn(),
    nativeEvent: { isComposing: false },
  }) as unknown as React.KeyboardEvent<HTMLInputElement>;

describe('dialogOptions', () => {
  it('lists the recent searches when given, else every result of every page in order', () => {
    expect(dialogOptions(['sortModel'], [group('Sorting', ['a'])], s)).toEqual([
      { kind: 'recent', text: 'sortModel', label: 'searchAgain:{"query":"sortModel"}' },
    ]);
    expect(
      dialogOptions(null, [group('Sorting', ['a', 'b']), group('Filtering', ['c'])], s).map((o) => o.label),
    ).toEqual([
      'activeResult:{"title":"a","page":"Sorting"}',
      'activeResult:{"title":"b","page":"Sorting"}',
      'activeResult:{"title":"c","page":"Filtering"}',
    ]);
  });
});

describe('useActiveOption', () => {
  const options = dialogOptions(null, [group('Sorting', ['a', 'b', 'c'])], s);
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
    expect(result.current.announcement).toBe('activeResult:{"title":"c","page":"Sorting"}');
    act(() => result.current.onKeyDown(key('ArrowDown')));
    expect(result.current.activeIndex).toBe(0);
    act(() => result.current.onKeyDown(key('Enter')));
    expect(onChoose).toHaveBeenCalledWith(options[0]);
  });

  it('starts again at the first entry of a new list; Escape closes, even with no entry', () => {
    const { result, rerender, onClose, onChoose } = setup(options);
    act(() => result.current.onKeyDown(key('ArrowDown')));
    expect(result.current.activeIndex).toBe(1);
    rerender({ list: dialogOptions(null, [group('Filtering', ['x', 'y'])], s) });
    expect(result.current.activeIndex).toBe(0);
    rerender({ list: [] });
    act(() => result.current.onKeyDown(key('Enter')));
    expect(onChoose).not.toHaveBeenCalled();
    act(() => result.current.onKeyDown(key('Escape')));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
