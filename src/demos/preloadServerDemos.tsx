import { renderToString } from 'react-dom/server';
import type { ContentSegment } from '../markdown/types';
import { loadDemoModule } from './loadDemo';
import { DEMO_LOCALES } from './demoLocales';
import { getServerDemo, setServerDemo, setServerDemoLocales } from './serverDemos';

async function prepare(moduleId: string): Promise<void> {
  try {
    const Component = await loadDemoModule(moduleId);
    const element = <Component />;
    // React cannot catch a render error on the server, so a demo is tried once on its own:
    // one that throws is rendered as its error message instead of failing the whole page.
    renderToString(element);
    setServerDemo(moduleId, { element });
  } catch (error) {
    const failure = error instanceof Error ? error : new Error(String(error));
    console.warn(`demo ${moduleId} throws while rendering: ${failure.message.split('\n')[0]}`);
    setServerDemo(moduleId, { error: failure });
  }
}

/**
 * Build time, in getStaticProps (never in the browser): loads the demos a page shows, in the
 * styling the server renders (MUI System), so that they render inline in the page's HTML.
 */
export async function preloadServerDemos(segments: ContentSegment[]): Promise<void> {
  setServerDemoLocales(DEMO_LOCALES);
  const moduleIds = segments.flatMap((segment) =>
    segment.type === 'demo' ? [segment.info.variants['MUI System']!.moduleId] : [],
  );
  await Promise.all(moduleIds.filter((moduleId) => !getServerDemo(moduleId)).map(prepare));
}
