import type { ComponentType } from 'react';

export type DemoModuleLoader = () => Promise<{ default: ComponentType }>;

/** The demos of one page folder of `data/`: a loader per module, and per demo the URL of its sources. */
export interface PageDemos {
  modules: Record<string, DemoModuleLoader>;
  sources: Record<string, string>;
}

export type PageDemosLoader = () => Promise<{ default: PageDemos }>;
