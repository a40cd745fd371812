import * as React from 'react';
import type { ComponentLocale } from '../i18n/componentLocales';
import type { Language } from '../i18n/languages';
import { loadDemoLocales, loadDemoModule, loadThemedDemo } from './loadDemo';
import type { ThemedDemoProps } from './ThemedDemo';

interface LoadedModule {
  moduleId: string;
  Component: React.ComponentType;
  locales: ComponentLocale[];
  /** Renders the component in the docs' MUI theme. */
  ThemedDemo: React.ComponentType<ThemedDemoProps>;
}

// What renders a module that failed to load (the theme may be what failed): its error, thrown.
function Unthemed({ Component }: ThemedDemoProps) {
  return <Component />;
}

/**
 * Loads a demo module (with the component labels of the language and the MUI theme) once `moduleId` is given, and
 * keeps showing the previous module while the next loads. A module that fails to load becomes a
 * component that throws, for the error boundary.
 */
export function useDemoModule(moduleId: string | null, language: Language): LoadedModule | null {
  const [loaded, setLoaded] = React.useState<LoadedModule | null>(null);
  React.useEffect(() => {
    if (!moduleId || loaded?.moduleId === moduleId) {
      return undefined;
    }
    let current = true;
    Promise.all([loadDemoModule(moduleId), loadDemoLocales(language), loadThemedDemo()]).then(
      ([Component, locales, ThemedDemo]) => {
        if (current) setLoaded({ moduleId, Component, locales, ThemedDemo });
      },
      (error: unknown) => {
        const Failed = () => {
          throw error;
        };
        if (current) setLoaded({ moduleId, Component: Failed, locales: [], ThemedDemo: Unthemed });
      },
    );
    return () => {
      current = false;
    };
  }, [moduleId, language, loaded]);
  return loaded;
}
