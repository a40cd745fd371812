import * as React from 'react';
import type { ComponentLocale } from '../i18n/componentLocales';
import type { Language } from '../i18n/languages';
import { loadDemoLocales, loadDemoModule } from './loadDemo';

interface LoadedModule {
  moduleId: string;
  Component: React.ComponentType;
  locales: ComponentLocale[];
}

/**
 * Loads a demo module (and the component labels of the language) once `moduleId` is given, and
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
    Promise.all([loadDemoModule(moduleId), loadDemoLocales(language)]).then(
      ([Component, locales]) => {
        if (current) setLoaded({ moduleId, Component, locales });
      },
      (error: unknown) => {
        const Failed = () => {
          throw error;
        };
        if (current) setLoaded({ moduleId, Component: Failed, locales: [] });
      },
    );
    return () => {
      current = false;
    };
  }, [moduleId, language, loaded]);
  return loaded;
}
