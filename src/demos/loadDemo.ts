import type { ComponentType } from 'react';
import type { DemoSources } from './types';

// The registry is its own chunk: a page without demos never downloads it.
const registry = () => import('./generated/registry');

/** The component of a demo module (`data-grid/style/StripedRowsGrid`), loaded on demand. */
export async function loadDemoModule(moduleId: string): Promise<ComponentType> {
  const { demoModules } = await registry();
  const load = demoModules[moduleId];
  if (!load) {
    throw new Error(`Unknown demo module "${moduleId}".`);
  }
  return (await load()).default;
}

/** Every source file of a demo, loaded on demand. */
export async function loadDemoSources(id: string): Promise<DemoSources> {
  const { demoSources } = await registry();
  const load = demoSources[id];
  if (!load) {
    throw new Error(`Unknown demo "${id}".`);
  }
  return (await load()).default;
}
