import * as React from 'react';
import type { ComponentLocale } from '../i18n/componentLocales';
import type { ThemedDemoProps } from './ThemedDemo';

/** The demos of the page being rendered on the server, loaded before it renders. */
export interface ServerDemos {
  components: ReadonlyMap<string, React.ComponentType>;
  /** Component labels of the page's language. */
  locales: ComponentLocale[];
  /** Renders a demo in the docs' MUI theme (imported by the server's code, never the page's). */
  ThemedDemo: React.ComponentType<ThemedDemoProps>;
}

const ServerDemosContext = React.createContext<ServerDemos | null>(null);

/** Server only (given by `_document`): in the browser there is none, demos load their own module. */
export const ServerDemosProvider = ServerDemosContext.Provider;

export function useServerDemos(): ServerDemos | null {
  return React.useContext(ServerDemosContext);
}
