import { act, renderHook } from '@testing-library/react';
import { useLiveEdit, withEditedCode } from './useLiveEdit';

// A demo's sources as the demo frame holds them: with their highlighted HTML beside the code.
const original = [
  { path: 'Grid.tsx', code: 'grid', html: '<span>grid</span>' },
  { path: 'shared/rows.ts', code: 'rows', html: '<span>rows</span>' },
];

describe('withEditedCode', () => {
  it('puts the edited code over the original files, keeping their other fields, or gives the originals', () => {
    expect(withEditedCode(original, null)).toBe(original);
    expect(withEditedCode(null, [{ path: 'Grid.tsx', code: 'x' }])).toBeNull();
    expect(
      withEditedCode(original, [
        { path: 'Grid.tsx', code: 'edited grid' },
        { path: 'shared/rows.ts', code: 'rows' },
      ]),
    ).toEqual([
      { path: 'Grid.tsx', code: 'edited grid', html: '<span>grid</span>' },
      { path: 'shared/rows.ts', code: 'rows', html: '<span>rows</span>' },
    ]);
  });
});

describe('useLiveEdit', () => {
  it('holds only the path and code of each file once edited, as the runner accepts them', () => {
    const { result } = renderHook(() => useLiveEdit('system:tsx', original));
    expect(result.current.files).toBeNull();
    act(() => result.current.edit('Grid.tsx', 'edited grid'));
    expect(result.current.files).toEqual([
      { path: 'Grid.tsx', code: 'edited grid' },
      { path: 'shared/rows.ts', code: 'rows' },
    ]);
    expect([...result.current.editedPaths]).toEqual(['Grid.tsx']);
    expect(result.current.running).toBe(true);
  });

  it('knows the editor is open on its variant until a reset, edited or not', () => {
    const { result, rerender } = renderHook(({ key }) => useLiveEdit(key, original), {
      initialProps: { key: 'system:tsx' },
    });
    expect(result.current.editing).toBe(false);
    act(() => result.current.startEditing());
    expect(result.current.editing).toBe(true);
    expect(result.current.files).toBeNull();
    rerender({ key: 'system:js' });
    expect(result.current.editing).toBe(false);
    rerender({ key: 'system:tsx' });
    act(() => result.current.edit('Grid.tsx', 'edited grid'));
    act(() => result.current.reset());
    expect(result.current.editing).toBe(false);
  });

  it('forgets the edit on reset and for another variant', () => {
    const { result, rerender } = renderHook(({ key }) => useLiveEdit(key, original), {
      initialProps: { key: 'system:tsx' },
    });
    act(() => result.current.edit('Grid.tsx', 'edited grid'));
    rerender({ key: 'system:js' });
    expect(result.current.files).toBeNull();
    rerender({ key: 'system:tsx' });
    act(() => result.current.reset());
    expect(result.current.files).toBeNull();
  });
});
