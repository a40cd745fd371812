import type { Language } from '../i18n/languages';
import { DEMO_LOCALES } from './demoLocales';
import { isMainDemoModule } from './demoLayout';
import type { ServerDemos } from './ServerDemosContext';
import { ThemedDemo } from './ThemedDemo';

/**
 * Build time: the components of a page folder's demos (`data-grid/sorting`) in the styling the
 * server renders (MUI System), so that they render inline in the page's HTML.
 */
export async function loadServerDemos(pageId: string | null, language: Language): Promise<ServerDemos> {
  const { pageDemos } = await import('../../generated/demos/registry');
  const loadPage = pageId ? pageDemos[pageId] : undefined;
  const components = new Map<string, React.ComponentType>();
  if (loadPage) {
    const { modules } = (await loadPage()).default;
    const mainModules = Object.entries(modules).filter(([id]) => isMainDemoModule(id));
    await Promise.all(
      mainModules.map(async ([id, load]) => {
        components.set(id, (await load()).default);
      }),
    );
  }
  return { components, locales: DEMO_LOCALES[language], ThemedDemo };
}
