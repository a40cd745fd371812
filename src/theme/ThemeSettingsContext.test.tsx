import { act, render, screen } from '@testing-library/react';
import {
  MISSING_THEME_PROVIDER,
  ThemeSettingsProvider,
  useChangeTheme,
  useThemeSettings,
} from './ThemeSettingsContext';

function SettingsProbe() {
  const settings = useThemeSettings();
  const changeTheme = useChangeTheme();
  return (
    <button type="button" onClick={() => changeTheme({ type: 'INCREASE_SPACING' })}>
      {`${settings.direction} ${settings.spacing}`}
    </button>
  );
}

function SetterOnly() {
  useChangeTheme();
  return null;
}

function SettingsOnly() {
  useThemeSettings();
  return null;
}

describe('ThemeSettingsProvider', () => {
  it('gives the settings and a setter that dispatches actions', () => {
    render(
      <ThemeSettingsProvider>
        <SettingsProbe />
      </ThemeSettingsProvider>,
    );
    expect(screen.getByRole('button')).toHaveTextContent('ltr 8');
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button')).toHaveTextContent('ltr 9');
  });

  it('makes the setter hook throw exactly "Forgot to wrap component in ThemeProvider" outside it', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(MISSING_THEME_PROVIDER).toBe('Forgot to wrap component in ThemeProvider');
    expect(() => render(<SetterOnly />)).toThrow(new Error('Forgot to wrap component in ThemeProvider'));
  });

  it('makes the settings hook throw a message telling to wrap it in the docs provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<SettingsOnly />)).toThrow(/Wrap the component in the docs provider/);
  });
});
