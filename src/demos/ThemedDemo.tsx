import type * as React from 'react';
import type { ComponentLocale } from '../i18n/componentLocales';
import { MuiTheme } from '../theme/MuiTheme';
import { DemoLocaleProvider } from './DemoLocaleProvider';

export interface ThemedDemoProps {
  Component: React.ComponentType;
  /** Component labels of the reader's language. */
  locales: ComponentLocale[];
}

/**
 * A demo's component in the docs' MUI theme, with the component labels of the reader's language.
 * Loaded with the demo itself (and by the server's render): the page and the demo's frame never
 * carry MUI and emotion.
 */
export function ThemedDemo({ Component, locales }: ThemedDemoProps) {
  return (
    <MuiTheme>
      <DemoLocaleProvider locales={locales}>
        <Component />
      </DemoLocaleProvider>
    </MuiTheme>
  );
}
