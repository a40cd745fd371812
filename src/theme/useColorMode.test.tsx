import { act, render, screen } from '@testing-library/react';
import { MODE_STORAGE_KEY } from './colorModeScript';
import { useColorMode } from './useColorMode';

function ModeProbe() {
  const { mode, resolved, setMode } = useColorMode();
  return (
    <button type="button" onClick={() => setMode(resolved === 'dark' ? 'light' : 'dark')}>
      {`${mode}/${resolved}`}
    </button>
  );
}

describe('useColorMode', () => {
  afterEach(() => localStorage.clear());

  it('reads the stored mode, and a change is stored and seen by every reader', () => {
    localStorage.setItem(MODE_STORAGE_KEY, 'light');
    render(
      <>
        <ModeProbe />
        <ModeProbe />
      </>,
    );
    const [first, second] = screen.getAllByRole('button');
    expect(first).toHaveTextContent('light/light');
    act(() => first.click());
    expect(localStorage.getItem(MODE_STORAGE_KEY)).toBe('dark');
    expect(first).toHaveTextContent('dark/dark');
    expect(second).toHaveTextContent('dark/dark');
  });

  it("follows another tab's change of the stored mode", () => {
    render(<ModeProbe />);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: MODE_STORAGE_KEY, newValue: 'system' }));
    });
    // jsdom has no media queries: the system's mode is light.
    expect(screen.getByRole('button')).toHaveTextContent('system/light');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: MODE_STORAGE_KEY, newValue: 'dark' }));
    });
    expect(screen.getByRole('button')).toHaveTextContent('dark/dark');
  });
});
