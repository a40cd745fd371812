// The live-edit runner: the script of /_live/runner.html, a page the docs frame in an
// `<iframe sandbox="allow-scripts">` (an opaque origin: no cookies, no storage, no DOM of the site).
// It receives a demo's edited files from its parent, compiles and renders them, and answers with
// its state and size. Bundled by scripts/build-live-runner.mts into modules: this one, and a chunk
// per package group, loaded when edited code first imports from it.
import * as React from 'react';
import { createRoot } from 'react-dom/client';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider, createTheme, useColorScheme } from '@mui/material/styles';
import { ptBR as corePtBR, zhCN as coreZhCN } from '@mui/material/locale';
import { ptBR as gridPtBR, zhCN as gridZhCN } from '@mui/x-data-grid/locales';
import { ptBR as pickersPtBR, zhCN as pickersZhCN } from '@mui/x-date-pickers/locales';
import { LIVE_PACKAGES } from '../../../generated/live-edit/packages';
import { applyLicense } from '../../license/applyLicense';
import { createDocsTheme } from '../../theme/createDocsTheme';
import { createRtlCache } from '../../theme/rtlCache';
import {
  envelope,
  isFrom,
  readPageMessage,
  tokenFromHash,
  type RunFailure,
  type RunFile,
  type RunnerMessage,
  type RunnerSettings,
} from '../protocol';
import { createLoopGuard } from './loopGuards';
import { isRelativeSpecifier, parseImports } from '../../code/parseImports';
import { createPackageLoader } from './packageLoader';
import { PackageNotLoaded, RunError, defaultComponent, evaluateModules, toRunError } from './runModules';
import { memoryStorage } from './memoryStorage';

const LOOP_LIMIT_MS = 1000;

const packages = createPackageLoader(LIVE_PACKAGES);

const token = tokenFromHash(window.location.hash);
const post = (message: RunnerMessage) => {
  // The parent's origin cannot be named from an opaque origin; nothing secret is ever sent.
  if (token) window.parent.postMessage(envelope(message, token), '*');
};

// Sandboxed without allow-same-origin, the storage of the frame throws on access: demos that keep
// state there get one that lasts as long as the frame.
for (const name of ['localStorage', 'sessionStorage'] as const) {
  try {
    void window[name].length;
  } catch {
    Object.defineProperty(window, name, { value: memoryStorage(() => post({ type: 'storage' })), configurable: true });
  }
}

applyLicense(process.env.NEXT_PUBLIC_MUI_X_LICENSE);

const loopGuard = createLoopGuard(
  LOOP_LIMIT_MS,
  () => performance.now(),
  (callback) => setTimeout(callback, 0),
);

const LOCALES: Record<string, object[]> = {
  zh: [coreZhCN, gridZhCN, pickersZhCN],
  pt: [corePtBR, gridPtBR, pickersPtBR],
};

const rtlCache = createRtlCache();
const ltrCache = createCache({ key: 'live' });

function addStyles(css: string, path: string) {
  const style = document.createElement('style');
  style.dataset.file = path;
  style.textContent = css;
  document.head.append(style);
}

/** MUI's mode follows the page's. */
function ModeSync({ mode }: { mode: RunnerSettings['mode'] }) {
  const { setMode } = useColorScheme();
  React.useEffect(() => setMode(mode), [mode, setMode]);
  return null;
}

interface BoundaryProps {
  runId: number;
  entry: string;
  children: React.ReactNode;
}

/** Reports what a render throws, instead of the demo. */
class RenderBoundary extends React.Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    post({ type: 'failed', runId: this.props.runId, failure: toRunError(error, this.props.entry).failure });
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Tells the page once the demo has committed its render. */
function Rendered({ runId }: { runId: number }) {
  React.useEffect(() => post({ type: 'rendered', runId }), [runId]);
  return null;
}

interface Current {
  runId: number;
  entry: string;
  Component: React.ComponentType;
  settings: RunnerSettings;
}

function Runner({ current }: { current: Current }) {
  const { settings, Component, runId, entry } = current;
  const theme = React.useMemo(() => {
    const docs = createDocsTheme({ direction: settings.direction, dense: settings.dense, spacing: settings.spacing });
    const locales = LOCALES[settings.language] ?? [];
    return locales.length ? createTheme(docs, ...locales) : docs;
  }, [settings.direction, settings.dense, settings.spacing, settings.language]);
  return (
    <CacheProvider value={settings.direction === 'rtl' ? rtlCache : ltrCache}>
      <ThemeProvider theme={theme} defaultMode={settings.mode} storageManager={null} disableTransitionOnChange>
        <ModeSync mode={settings.mode} />
        <RenderBoundary key={runId} runId={runId} entry={entry}>
          <Component />
          <Rendered runId={runId} />
        </RenderBoundary>
      </ThemeProvider>
    </CacheProvider>
  );
}

document.body.style.margin = '0';
const container = document.getElementById('root')!;
const root = createRoot(container);
let current: Current | null = null;
let styleFiles: HTMLStyleElement[] = [];

function applyPage(settings: RunnerSettings) {
  document.documentElement.dir = settings.direction;
  document.documentElement.lang = settings.language;
  document.documentElement.style.colorScheme = settings.mode;
}

function removeStyleFiles() {
  styleFiles.forEach((style) => style.remove());
  styleFiles = [];
}

/** The packages the files import, as far as reading them tells: loaded together, before the run. */
const importedPackages = (files: RunFile[]) =>
  files.flatMap(({ code }) =>
    parseImports(code)
      .filter(({ specifier, typeOnly }) => !typeOnly && !isRelativeSpecifier(specifier))
      .map(({ specifier }) => specifier),
  );

/** The demo's component; the packages an import reading missed are loaded on the way. */
async function evaluateDemo(entry: string, files: RunFile[]): Promise<React.ComponentType> {
  await packages.load(importedPackages(files));
  const loadedOnTheWay = new Set<string>();
  for (;;) {
    removeStyleFiles();
    try {
      const exports = evaluateModules(files, entry, {
        packages: packages.loaded,
        offers: packages.offers,
        loopGuard,
        addStyles: (css, path) => {
          addStyles(css, path);
          styleFiles.push(document.head.lastElementChild as HTMLStyleElement);
        },
      });
      return defaultComponent(exports, entry) as React.ComponentType;
    } catch (error) {
      // A package its group did not provide after all fails the run instead of looping.
      if (!(error instanceof PackageNotLoaded) || loadedOnTheWay.has(error.specifier)) throw error;
      loadedOnTheWay.add(error.specifier);
      await packages.load([error.specifier]);
    }
  }
}

let latestRunId = -1;

async function run(runId: number, entry: string, files: RunFile[], settings: RunnerSettings) {
  latestRunId = runId;
  applyPage(settings);
  let Component: React.ComponentType;
  try {
    Component = await evaluateDemo(entry, files);
  } catch (error) {
    if (runId !== latestRunId) return;
    // A package's chunk that failed to load shows as what its import threw.
    const failure: RunFailure = error instanceof RunError ? error.failure : toRunError(error, entry).failure;
    post({ type: 'failed', runId, failure });
    return;
  }
  // A newer run started while this one waited for its packages.
  if (runId !== latestRunId) return;
  current = { runId, entry, Component, settings };
  root.render(<Runner current={current} />);
}

// An error thrown later by the demo (an event handler, a timer) is shown like a render error.
window.addEventListener('error', (event) => {
  if (current) post({ type: 'failed', runId: current.runId, failure: toRunError(event.error, current.entry).failure });
});

window.addEventListener('message', (event) => {
  if (!token || !isFrom(event, window.parent)) return;
  const message = readPageMessage(event.data, token);
  if (!message) return;
  if (message.type === 'ping') post({ type: 'pong', id: message.id });
  else if (message.type === 'run') void run(message.runId, message.entry, message.files, message.settings);
  else if (current) {
    current = { ...current, settings: message.settings };
    applyPage(message.settings);
    root.render(<Runner current={current} />);
  }
});

// The frame takes the height of its content, popovers and menus included (they are the body's
// other children, and may reach below the demo).
const contentHeight = () =>
  Math.max(0, ...Array.from(document.body.children, (child) => child.getBoundingClientRect().bottom + window.scrollY));
const observer = new ResizeObserver(() => post({ type: 'size', height: contentHeight() }));
observer.observe(container);
new MutationObserver(() => {
  for (const child of document.body.children) observer.observe(child);
}).observe(document.body, { childList: true });

post({ type: 'ready' });
