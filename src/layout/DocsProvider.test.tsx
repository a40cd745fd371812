import { render, screen } from '@testing-library/react';
import { useTranslate } from '../i18n/TranslationsContext';
import { DocsProvider, MISSING_DOCS_PROVIDER, useDocsConfig } from './DocsProvider';

function ConfigConsumer() {
  const config = useDocsConfig();
  return <p>{config.languages.join(',')}</p>;
}

function TranslateConsumer() {
  const t = useTranslate();
  return <p>{t('greeting')}</p>;
}

describe('DocsProvider', () => {
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
