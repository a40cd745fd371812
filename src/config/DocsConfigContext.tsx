import * as React from 'react';
import { DOCS_CONFIG, type DocsConfig } from './docsConfig';

const DocsConfigContext = React.createContext<DocsConfig | null>(null);

export const MISSING_DOCS_PROVIDER =
  'MUI X docs: the docs configuration is missing. Wrap the component in the docs provider (<DocsProvider>).';

/** Gives the docs configuration to `useDocsConfig`; the app's DocsProvider puts it at the root. */
export function DocsConfigProvider({ children }: { children: React.ReactNode }) {
  return <DocsConfigContext.Provider value={DOCS_CONFIG}>{children}</DocsConfigContext.Provider>;
}

export function useDocsConfig(): DocsConfig {
  const config = React.useContext(DocsConfigContext);
  if (!config) {
    throw new Error(MISSING_DOCS_PROVIDER);
  }
  return config;
}
