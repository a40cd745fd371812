import type { ComponentType } from 'react';

export type DemoModuleLoader = () => Promise<{ default: ComponentType }>;

/**
 * The demos of one page folder of `data/`: a loader per module, the entry points to evaluate ahead
 * of a module (see evaluatedAhead.ts), and per demo the URL of its sources.
 */
export interface PageDemos {
  modules: Record<string, DemoModuleLoader>;
  ahead: Record<string, Array<() => Promise<unknown>>>;
  sources: Record<string, string>;
}

export type PageDemosLoader = () => Promise<{ default: PageDemos }>;
