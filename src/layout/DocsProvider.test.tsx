import { act, render, screen } from '@testing-library/react';
import { useCodeStyling, useCodeVariant } from '../code/CodePreferencesContext';
import { useTranslate } from '../i18n/TranslationsContext';
import { useChangeTheme, useThemeSettings } from '../theme/ThemeSettingsContext';
import { MISSING_DOCS_PROVIDER, useDocsConfig } from '../config/DocsConfigContext';
import { DocsProvider } from './DocsProvider';

function ConfigConsumer() {
  const config = useDocsConfig();
  return <p>{config.languages.join(',')}</p>;
}

function TranslateConsumer() {
  const t = useTranslate();
  return <p>{t('greeting')}</p>;
}

function PreferencesConsumer() {
  const { dense, direction, spacing, paletteMode } = useThemeSettings();
  const changeTheme = useChangeTheme();
  return (
    <button type="button" onClick={() => changeTheme({ type: 'SET_DENSE', payload: true })}>
      {[dense, direction, spacing, paletteMode, useCodeVariant(), useCodeStyling()].join(' ')}
    </button>
  );
}

describe('DocsProvider', () => {
  it('gives consumers the theme settings, their setter and the code preferences', () => {
    render(
      <DocsProvider language="en" dictionaries={{ current: {}, fallback: {} }}>
        <PreferencesConsumer />
      </DocsProvider>,
    );
    const button = screen.getByRole('button');
    expect(button).toHaveTextContent('false ltr 8 light TS MUI System');
    act(() => button.click());
    expect(button).toHaveTextContent('true ltr 8 light TS MUI System');
  });

  it('gives consumers the docs configuration and the translations', () => {
    render(
      <DocsProvider language="zh" dictionaries={{ current: {}, fallback: { greeting: 'Hello' } }}>
        <ConfigConsumer />
        <TranslateConsumer />
      </DocsProvider>,
    );
    expect(screen.getByText('en,zh,pt')).toBeInTheDocument();
    expect(screen.getByText('Hello')).toBeInTheDocument();
  });

  it('makes a docs-config consumer outside it throw a message telling to wrap it', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<ConfigConsumer />)).toThrow(MISSING_DOCS_PROVIDER);
    expect(MISSING_DOCS_PROVIDER).toMatch(/Wrap the component in the docs provider/);
  });

  it('makes a translation consumer outside it throw too', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<TranslateConsumer />)).toThrow(/docs provider/);
  });
});
