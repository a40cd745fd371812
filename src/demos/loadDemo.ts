import type { ComponentType } from 'react';
import type { ComponentLocale } from '../i18n/componentLocales';
import type { Language } from '../i18n/languages';
import { demoPageId } from './demoLayout';
import type { PageDemos } from './registryTypes';
import { nextTask } from '../ui/serialQueue';
import type { ThemedDemoProps } from './ThemedDemo';
import type { DemoSources } from './types';

// The index of pages with demos is its own chunk: a page without demos never downloads it, and a
// page with demos then downloads the registry of its own folder only.
async function pageRegistry(pageId: string): Promise<PageDemos> {
  const { pageDemos } = await import('../../generated/demos/registry');
  const load = pageDemos[pageId];
  if (!load) {
    throw new Error(`No demos in data/${pageId}/.`);
  }
  return (await load()).default;
}

// The pro and premium packages read the license key when they mount, so it is applied before
// the first demo module loads (and only on pages that show demos).
let licenseApplied: Promise<unknown> | null = null;
const applyLicenseOnce = () =>
  (licenseApplied ??= import('../license/applyLicense').then(({ applyLicense }) =>
    applyLicense(process.env.NEXT_PUBLIC_MUI_X_LICENSE),
  ));

/** The component of a demo module (`data-grid/style/StripedRowsGrid`), loaded on demand. */
async function loadDemoModule(moduleId: string): Promise<ComponentType> {
  const [{ modules }] = await Promise.all([pageRegistry(demoPageId(moduleId)), applyLicenseOnce()]);
  const load = modules[moduleId];
  if (!load) {
    throw new Error(`Unknown demo module "${moduleId}".`);
  }
  return (await load()).default;
}

/** The entry points a demo module evaluates ahead of its own packages (see evaluatedAhead.ts). */
async function loadEntriesAhead(moduleId: string): Promise<void> {
  const { ahead } = await pageRegistry(demoPageId(moduleId));
  await Promise.all((ahead[moduleId] ?? []).map((load) => load()));
}

/** The MUI theme around a demo, loaded with the first demo (the page itself has no MUI). */
async function loadThemedDemo(): Promise<ComponentType<ThemedDemoProps>> {
  return (await import('./ThemedDemo')).ThemedDemo;
}

/** The data grid and pickers labels of a language, loaded with the first demo (none in English). */
async function loadDemoLocales(language: Language): Promise<ComponentLocale[]> {
  if (language === 'en') {
    return [];
  }
  const { DEMO_LOCALES } = await import('./demoLocales');
  return DEMO_LOCALES[language];
}

/** What a live demo needs: its component, the labels of the language and the theme around it. */
export interface LiveDemoParts {
  Component: ComponentType;
  locales: ComponentLocale[];
  /** Renders the component in the docs' MUI theme. */
  ThemedDemo: ComponentType<ThemedDemoProps>;
}

/**
 * Loads what a live demo needs in two steps: the theme (shared by every demo), the labels and the
 * entries evaluated ahead first, then the demo's own packages in a later task, so that their
 * evaluation is two shorter tasks instead of one long one.
 */
export async function loadLiveDemo(moduleId: string, language: Language): Promise<LiveDemoParts> {
  const [locales, ThemedDemo] = await Promise.all([
    loadDemoLocales(language),
    loadThemedDemo(),
    loadEntriesAhead(moduleId),
  ]);
  await nextTask();
  return { Component: await loadDemoModule(moduleId), locales, ThemedDemo };
}

/** Every source file of a demo, loaded on demand. */
export async function loadDemoSources(id: string): Promise<DemoSources> {
  const { sources } = await pageRegistry(demoPageId(id));
  const url = sources[id];
  if (!url) {
    throw new Error(`Unknown demo "${id}".`);
  }
  const response = await fetch(url);
  if (!response.ok) {
    throw new Error(`The sources of the demo "${id}" did not load (HTTP ${response.status}).`);
  }
  return (await response.json()) as DemoSources;
}
