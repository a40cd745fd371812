import * as React from 'react';
import type { ComponentLocale } from '../i18n/componentLocales';
import type { Language } from '../i18n/languages';
import { loadDemoLocales, loadDemoModule, loadEntriesAhead, loadThemedDemo } from './loadDemo';
import { createSerialQueue, nextTask } from './serialQueue';
import type { ThemedDemoProps } from './ThemedDemo';

// One queue for every demo of the page: the demos near the viewport come to life one at a time.
const bringToLife = createSerialQueue();

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
    bringToLife(async (): Promise<LoadedModule | null> => {
      // A demo that left the page before its turn loads nothing.
      if (!current) return null;
      // The theme (shared by every demo), the labels and the entries evaluated ahead first, then
      // the demo's own packages in a later task: shorter tasks instead of one long one.
      const [locales, ThemedDemo] = await Promise.all([
        loadDemoLocales(language),
        loadThemedDemo(),
        loadEntriesAhead(moduleId),
      ]);
      await nextTask();
      return { moduleId, Component: await loadDemoModule(moduleId), locales, ThemedDemo };
    }).then(
      (next) => {
        // A transition: React may pause the demo's first render to let the browser answer input.
        if (current && next) React.startTransition(() => setLoaded(next));
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
