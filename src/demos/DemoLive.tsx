import * as React from 'react';
import Box from '@mui/material/Box';
import { useTranslate } from '../i18n/TranslationsContext';
import { DemoErrorBoundary } from './DemoErrorBoundary';
import { loadDemoModule } from './loadDemo';
import { TailwindStyles } from './TailwindStyles';
import { TAILWIND_SCOPE_CLASS } from './tailwindScope';
import { useDemoModule } from './useDemoModule';
import { useNearViewport } from './useNearViewport';

// Given as the content of an element while hydrating, it makes React keep the server's HTML
// inside as it is. One constant object, so that re-renders never rewrite it either.
const KEEP_SERVER_HTML = { __html: '' };

// Demos of the first page keep their server HTML until they go live; a demo that mounts later
// (after a client-side navigation) has no server HTML to keep.
let firstPageHydrated = false;

const serverElements = new Map<string, Promise<React.ReactElement>>();

function serverElement(moduleId: string): Promise<React.ReactElement> {
  let element = serverElements.get(moduleId);
  if (!element) {
    element = loadDemoModule(moduleId).then((Component) => <Component />);
    serverElements.set(moduleId, element);
  }
  return element;
}

/** Server only: the demo rendered into the page's static HTML (the render waits for its module). */
function ServerDemo({ moduleId }: { moduleId: string }) {
  return React.use(serverElement(moduleId));
}

interface DemoLiveProps {
  moduleId: string;
  tailwind: boolean;
  /** Changing it mounts the demo afresh. */
  resetKey: number;
}

/**
 * The live demo. The server renders it to HTML; in the browser that HTML stays as it is, with
 * no JavaScript of the demo loaded, until the demo comes near the viewport. Then the demo's
 * module loads and the demo takes over, inside an error boundary.
 */
export function DemoLive({ moduleId, tailwind, resetKey }: DemoLiveProps) {
  const t = useTranslate();
  const ref = React.useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  const loaded = useDemoModule(near ? moduleId : null);
  const [hasServerHtml] = React.useState(() => !firstPageHydrated);
  React.useEffect(() => {
    firstPageHydrated = true;
  }, []);

  const liveTailwind = loaded?.moduleId.includes('/tailwind/') ?? false;
  const className = liveTailwind ? `demo-live ${TAILWIND_SCOPE_CLASS}` : 'demo-live';
  const state = loaded ? 'live' : 'static';

  if (typeof window === 'undefined') {
    return (
      <div ref={ref} className={className} data-demo-state={state}>
        <React.Suspense fallback={null}>
          <ServerDemo moduleId={moduleId} />
        </React.Suspense>
      </div>
    );
  }
  if (!loaded) {
    return hasServerHtml ? (
      <div
        ref={ref}
        className={className}
        data-demo-state={state}
        suppressHydrationWarning
        dangerouslySetInnerHTML={KEEP_SERVER_HTML}
      />
    ) : (
      <Box ref={ref} className={className} data-demo-state={state} sx={{ minHeight: 120, color: 'text.secondary' }}>
        {t('demoLoading')}
      </Box>
    );
  }
  const { Component } = loaded;
  return (
    <div ref={ref} className={className} data-demo-state={state}>
      {tailwind || liveTailwind ? <TailwindStyles /> : null}
      <DemoErrorBoundary key={`${loaded.moduleId}:${resetKey}`} message={t('demoError')}>
        <Component />
      </DemoErrorBoundary>
    </div>
  );
}
