import type { ReactElement } from 'react';

/** A demo as the server renders it: its element, or the error it throws while rendering. */
export type ServerDemo = { element: ReactElement } | { error: Error };

// Filled at build time by preloadServerDemos (before a page renders), read while it renders.
const serverDemos = new Map<string, ServerDemo>();

export function setServerDemo(moduleId: string, demo: ServerDemo): void {
  serverDemos.set(moduleId, demo);
}

export function getServerDemo(moduleId: string): ServerDemo | undefined {
  return serverDemos.get(moduleId);
}
