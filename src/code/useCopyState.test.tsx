import { act, renderHook } from '@testing-library/react';
import copy from 'clipboard-copy';
import { CODE_BLOCK_COPY_REVERT_MS, STANDALONE_COPY_REVERT_MS, useCopyState } from './useCopyState';

jest.mock('clipboard-copy', () => jest.fn());
const copyMock = copy as jest.MockedFunction<typeof copy>;

describe('useCopyState', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    copyMock.mockReset();
    copyMock.mockResolvedValue(undefined);
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('uses the specification revert times: 2 s for code blocks, 1.2 s for the standalone button', () => {
    expect(CODE_BLOCK_COPY_REVERT_MS).toBe(2000);
    expect(STANDALONE_COPY_REVERT_MS).toBe(1200);
  });

  it.each([
    ['a code block', CODE_BLOCK_COPY_REVERT_MS],
    ['the standalone button', STANDALONE_COPY_REVERT_MS],
  ])('copies the text and shows copied until the revert time of %s', async (_name, revertAfter) => {
    const { result } = renderHook(() => useCopyState(revertAfter));
    await act(() => result.current.copyText('npm install @mui/x-data-grid'));
    expect(copyMock).toHaveBeenCalledWith('npm install @mui/x-data-grid');
    expect(result.current.copied).toBe(true);
    act(() => jest.advanceTimersByTime(revertAfter - 1));
    expect(result.current.copied).toBe(true);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.copied).toBe(false);
  });

  it('restarts the revert delay when copying again', async () => {
    const { result } = renderHook(() => useCopyState(CODE_BLOCK_COPY_REVERT_MS));
    await act(() => result.current.copyText('a'));
    act(() => jest.advanceTimersByTime(1500));
    await act(() => result.current.copyText('b'));
    act(() => jest.advanceTimersByTime(1500));
    expect(result.current.copied).toBe(true);
    act(() => jest.advanceTimersByTime(500));
    expect(result.current.copied).toBe(false);
  });

  it('ignores a failing clipboard silently: no error, no copied state', async () => {
    copyMock.mockRejectedValue(new DOMException('The request is not allowed', 'NotAllowedError'));
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = renderHook(() => useCopyState(CODE_BLOCK_COPY_REVERT_MS));
    await expect(act(() => result.current.copyText('text'))).resolves.toBeUndefined();
    expect(result.current.copied).toBe(false);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('writes with the async Clipboard API where there is one, without loading the fallback', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    try {
      const { result } = renderHook(() => useCopyState(CODE_BLOCK_COPY_REVERT_MS));
      await act(() => result.current.copyText('npm install @mui/x-charts'));
      expect(writeText).toHaveBeenCalledWith('npm install @mui/x-charts');
      expect(copyMock).not.toHaveBeenCalled();
      expect(result.current.copied).toBe(true);
    } finally {
      Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    }
  });
});

describe('useCopyState with text still on its way', () => {
  const original = { ClipboardItem: globalThis.ClipboardItem, clipboard: navigator.clipboard };
  afterEach(() => {
    globalThis.ClipboardItem = original.ClipboardItem;
    Object.defineProperty(navigator, 'clipboard', { value: original.clipboard, configurable: true });
    copyMock.mockReset();
  });

  it('copies the text once it arrives where the clipboard takes no promise', async () => {
    copyMock.mockResolvedValue(undefined);
    const { result } = renderHook(() => useCopyState(STANDALONE_COPY_REVERT_MS));
    await act(() => result.current.copyText(Promise.resolve('# Sorting')));
    expect(copyMock).toHaveBeenCalledWith('# Sorting');
    expect(result.current.copied).toBe(true);
  });

  it('hands the clipboard a promised text item at once where it takes one', async () => {
    const items: Array<Record<string, Promise<Blob>>> = [];
    class FakeClipboardItem {
      constructor(data: Record<string, Promise<Blob>>) {
        items.push(data);
      }
    }
    // Only the constructor is used here; the cast stands in for the browser's full class.
    globalThis.ClipboardItem = FakeClipboardItem as unknown as typeof ClipboardItem;
    const write = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { write }, configurable: true });
    const { result } = renderHook(() => useCopyState(STANDALONE_COPY_REVERT_MS));
    await act(() => result.current.copyText(Promise.resolve('# Sorting')));
    expect(write).toHaveBeenCalledTimes(1);
    expect(copyMock).not.toHaveBeenCalled();
    const blob = await items[0]['text/plain'];
    expect(blob.type).toBe('text/plain');
    // jsdom's Blob has no text(): read it as a browser without it would.
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blob);
    });
    expect(text).toBe('# Sorting');
    expect(result.current.copied).toBe(true);
  });

  it('copies the text once it arrives where the clipboard refuses the promised item', async () => {
    class FakeClipboardItem {}
    // Only the constructor is used here; the cast stands in for the browser's full class.
    globalThis.ClipboardItem = FakeClipboardItem as unknown as typeof ClipboardItem;
    const write = jest.fn().mockRejectedValue(new DOMException('Document is not focused.', 'NotAllowedError'));
    Object.defineProperty(navigator, 'clipboard', { value: { write }, configurable: true });
    copyMock.mockResolvedValue(undefined);
    const { result } = renderHook(() => useCopyState(STANDALONE_COPY_REVERT_MS));
    await act(() => result.current.copyText(Promise.resolve('# Sorting')));
    expect(write).toHaveBeenCalledTimes(1);
    expect(copyMock).toHaveBeenCalledWith('# Sorting');
    expect(result.current.copied).toBe(true);
  });

  it('shows nothing when the text never arrives', async () => {
    const { result } = renderHook(() => useCopyState(STANDALONE_COPY_REVERT_MS));
    await act(() => result.current.copyText(Promise.reject(new Error('offline'))));
    expect(copyMock).not.toHaveBeenCalled();
    expect(result.current.copied).toBe(false);
  });
});
