import type { ReactElement } from 'react';
import type { ComponentLocale } from '../i18n/componentLocales';
import type { Language } from '../i18n/languages';

/** A demo as the server renders it: its element, or the error it throws while rendering. */
export type ServerDemo = { element: ReactElement } | { error: Error };

// Filled at build time by preloadServerDemos (before a page renders), read while it renders.
const serverDemos = new Map<string, ServerDemo>();
let serverLocales: Partial<Record<Language, ComponentLocale[]>> = {};

export function setServerDemo(moduleId: string, demo: ServerDemo): void {
  serverDemos.set(moduleId, demo);
}

export function getServerDemo(moduleId: string): ServerDemo | undefined {
  return serverDemos.get(moduleId);
}

export function setServerDemoLocales(locales: Partial<Record<Language, ComponentLocale[]>>): void {
  serverLocales = locales;
}

/** The component labels a demo renders with on the server, in the page's language. */
export function getServerDemoLocales(language: Language): ComponentLocale[] {
  return serverLocales[language] ?? [];
}
