import * as React from 'react';
import { useTranslate, useUserLanguage } from '../i18n/TranslationsContext';
import { DemoErrorBoundary } from './DemoErrorBoundary';
import classes from './demo.module.css';
import { useServerDemos } from './ServerDemosContext';
import { TailwindStyles } from './TailwindStyles';
import { STYLING_FOLDERS, TAILWIND_SCOPE_CLASS } from './demoLayout';
import { useDemoModule } from './useDemoModule';
import { useNearViewport } from './useNearViewport';
import { useBrowserValue } from '../ui/useBrowserValue';

// Given as the content of an element while hydrating, it makes React keep the server's HTML
// inside as it is. One constant object, so that re-renders never rewrite it either.
const KEEP_SERVER_HTML = { __html: '' };

/**
 * Server only: the demo in the page's static HTML, from the page's demos loaded before it
 * renders. A demo that was not loaded is left to the browser.
 */
function ServerDemo({ moduleId }: { moduleId: string }) {
  const serverDemos = useServerDemos();
  const Component = serverDemos?.components.get(moduleId);
  if (!serverDemos || !Component) {
    return null;
  }
  // A module's own component, loaded before the page rendered (not one made during render).
  return <serverDemos.ThemedDemo Component={Component} locales={serverDemos.locales} />;
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
  const loaded = useDemoModule(near ? moduleId : null, useUserLanguage());
  // True while hydrating the server's HTML, false for a demo mounted later (after a client-side
  // navigation), which has no server HTML to keep. Kept from the first render on.
  const hydrating = useBrowserValue(() => false, true);
  const [hasServerHtml] = React.useState(hydrating);

  const liveTailwind = loaded?.moduleId.includes(`/${STYLING_FOLDERS.Tailwind}/`) ?? false;
  const className = liveTailwind ? `demo-live ${TAILWIND_SCOPE_CLASS}` : 'demo-live';
  const state = loaded ? 'live' : 'static';

  if (typeof window === 'undefined') {
    return (
      <div ref={ref} className={className} data-demo-state={state}>
        <ServerDemo moduleId={moduleId} />
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
      <div ref={ref} className={`${className} ${classes.loading}`} data-demo-state={state}>
        {t('demoLoading')}
      </div>
    );
  }
  const { Component, locales, ThemedDemo } = loaded;
  return (
    <div ref={ref} className={className} data-demo-state={state}>
      {tailwind || liveTailwind ? <TailwindStyles /> : null}
      <DemoErrorBoundary key={`${loaded.moduleId}:${resetKey}`} message={t('demoError')}>
        <ThemedDemo Component={Component} locales={locales} />
      </DemoErrorBoundary>
    </div>
  );
}
