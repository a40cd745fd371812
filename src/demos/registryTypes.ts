import type { ComponentType } from 'react';
import type { DemoSources } from './types';

export type DemoModuleLoader = () => Promise<{ default: ComponentType }>;
export type DemoSourcesLoader = () => Promise<{ default: DemoSources }>;

/** The demos of one page folder of `data/`: a loader per module, and per demo of its sources. */
export interface PageDemos {
  modules: Record<string, DemoModuleLoader>;
  sources: Record<string, DemoSourcesLoader>;
}

export type PageDemosLoader = () => Promise<{ default: PageDemos }>;
