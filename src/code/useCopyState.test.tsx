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
});
