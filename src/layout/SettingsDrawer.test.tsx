import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import en from '../../translations/translations.json';
import { readCookie } from '../ui/cookies';
import { DocsThemeProvider } from '../theme/DocsThemeProvider';
import { useThemeSettings } from '../theme/ThemeSettingsContext';
import { DocsProvider } from './DocsProvider';
import SettingsDrawer from './SettingsDrawer';

function SettingsProbe() {
  const { dense, spacing, direction } = useThemeSettings();
  return <p data-testid="probe">{`${dense} ${spacing} ${direction}`}</p>;
}

function renderDrawer() {
  render(
    <DocsProvider language="en" dictionaries={{ current: en, fallback: en }}>
      <DocsThemeProvider>
        <SettingsDrawer onClose={() => {}} />
        <SettingsProbe />
      </DocsThemeProvider>
    </DocsProvider>,
  );
  return screen.getByRole('dialog', { name: 'Settings' });
}

describe('SettingsDrawer', () => {
  it('names every group and control', () => {
    const drawer = renderDrawer();
    for (const [group, buttons] of [
      ['Mode', ['Light', 'System', 'Dark']],
      ['Direction', ['Left to right', 'Right to left']],
      ['Code language', ['JS', 'TS']],
      ['Code styling', ['MUI System', 'Tailwind', 'CSS']],
    ] as const) {
      const groupElement = within(drawer).getByRole('group', { name: group });
      for (const name of buttons) {
        expect(within(groupElement).getByRole('button', { name })).toBeInTheDocument();
      }
    }
    expect(within(drawer).getByRole('switch', { name: 'Dense' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Decrease spacing' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Increase spacing' })).toBeInTheDocument();
    expect(within(drawer).getByRole('status', { name: 'Spacing' })).toHaveTextContent('8');
    expect(within(drawer).getByRole('button', { name: 'Reset density' })).toBeInTheDocument();
    expect(within(drawer).getByLabelText('Primary color')).toHaveAttribute('type', 'color');
    expect(within(drawer).getByLabelText('Secondary color')).toHaveAttribute('type', 'color');
    expect(within(drawer).getByRole('button', { name: 'Reset colors' })).toBeInTheDocument();
  });

  it('changes density and spacing, and resets them', () => {
    const drawer = renderDrawer();
    const probe = screen.getByTestId('probe');
    act(() => within(drawer).getByRole('switch', { name: 'Dense' }).click());
    act(() => within(drawer).getByRole('button', { name: 'Increase spacing' }).click());
    act(() => within(drawer).getByRole('button', { name: 'Increase spacing' }).click());
    act(() => within(drawer).getByRole('button', { name: 'Decrease spacing' }).click());
    expect(probe).toHaveTextContent('true 9 ltr');
    expect(within(drawer).getByRole('status', { name: 'Spacing' })).toHaveTextContent('9');
    act(() => within(drawer).getByRole('button', { name: 'Reset density' }).click());
    expect(probe).toHaveTextContent('false 8 ltr');
  });

  it('switches to right-to-left once its style cache has loaded', async () => {
    const drawer = renderDrawer();
    act(() => within(drawer).getByRole('button', { name: 'Right to left' }).click());
    expect(screen.getByTestId('probe')).toHaveTextContent('false 8 rtl');
    // The cache and its stylis plugin are a real dynamic import, slow on a busy machine.
    await waitFor(() => expect(document.body).toHaveAttribute('dir', 'rtl'), { timeout: 10_000 });
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    act(() => within(drawer).getByRole('button', { name: 'Left to right' }).click());
    await waitFor(() => expect(document.body).toHaveAttribute('dir', 'ltr'));
  }, 20_000);

  it('saves the code variant and styling in their cookies', () => {
    const drawer = renderDrawer();
    act(() => within(drawer).getByRole('button', { name: 'JS' }).click());
    act(() => within(drawer).getByRole('button', { name: 'Tailwind' }).click());
    expect(within(drawer).getByRole('button', { name: 'JS' })).toHaveAttribute('aria-pressed', 'true');
    expect(readCookie('codeVariant')).toBe('JS');
    expect(readCookie('codeStyling')).toBe('Tailwind');
  });

  it('saves a picked primary color', () => {
    const drawer = renderDrawer();
    fireEvent.change(within(drawer).getByLabelText('Primary color'), { target: { value: '#336699' } });
    expect(within(drawer).getByLabelText('Primary color')).toHaveValue('#336699');
    expect(readCookie('paletteColors')).toBe('{"primary":"#336699"}');
  });
});
