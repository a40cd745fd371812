import * as React from 'react';
import { loadDemoModule } from './loadDemo';

interface LoadedModule {
  moduleId: string;
  Component: React.ComponentType;
}

/**
 * Loads a demo module once `moduleId` is given, and keeps showing the previous one while the
 * next loads. A module that fails to load becomes a component that throws, for the error boundary.
 */
export function useDemoModule(moduleId: string | null): LoadedModule | null {
  const [loaded, setLoaded] = React.useState<LoadedModule | null>(null);
  React.useEffect(() => {
    if (!moduleId || loaded?.moduleId === moduleId) {
      return undefined;
    }
    let current = true;
    loadDemoModule(moduleId).then(
      (Component) => {
        if (current) setLoaded({ moduleId, Component });
      },
      (error: unknown) => {
        const Failed = () => {
          throw error;
        };
        if (current) setLoaded({ moduleId, Component: Failed });
      },
    );
    return () => {
      current = false;
    };
  }, [moduleId, loaded]);
  return loaded;
}
