import * as React from 'react';
import type { Language } from '../i18n/languages';
import { loadLiveDemo, type LiveDemoParts } from './loadDemo';
import { createSerialQueue } from '../ui/serialQueue';
import type { ThemedDemoProps } from './ThemedDemo';

// One queue for every demo of the page: the demos near the viewport come to life one at a time.
const bringToLife = createSerialQueue();

interface LoadedModule extends LiveDemoParts {
  moduleId: string;
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
    // A demo that left the page before its turn loads nothing.
    bringToLife(async () => (current ? { moduleId, ...(await loadLiveDemo(moduleId, language)) } : null)).then(
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
