import type { ComponentType } from 'react';
import type { DemoSources } from './types';

export type DemoModuleLoader = () => Promise<{ default: ComponentType }>;
export type DemoSourcesLoader = () => Promise<{ default: DemoSources }>;
