import * as React from 'react';
import { LIVE_RUNNER_PATH } from '../deploy/headerRules';
import { useUserLanguage } from '../i18n/TranslationsContext';
import { useColorMode } from '../theme/useColorMode';
import { useStyleCache } from '../theme/StyleCacheContext';
import { useThemeSettings } from '../theme/ThemeSettingsContext';
import classes from './liveEdit.module.css';
import { liveEditText } from './liveEditText';
import {
  createToken,
  envelope,
  isFrom,
  readRunnerMessage,
  type PageMessage,
  type RunFailure,
  type RunFile,
  type RunnerSettings,
} from './protocol';
import { useDebounced } from './useDebounced';

/** The pause in typing after which the demo runs again. */
export const RUN_DELAY_MS = 300;
/** How often the page asks the frame whether it still answers, and how long it waits. */
const PING_MS = 2000;
const UNANSWERED_MS = 6000;

export interface LiveFrameProps {
  files: RunFile[];
  entry: string;
  onOpenStackBlitz: () => void;
}

/**
 * The edited demo, run in the sandboxed runner frame: the page sends it the files (after a pause
 * in typing) and the display settings, and reads back only checked messages (its size, whether
 * it rendered, what failed). A frame that stops answering is replaced.
 */
export default function LiveFrame({ files, entry, onOpenStackBlitz }: LiveFrameProps) {
  const language = useUserLanguage();
  const { resolved } = useColorMode();
  const { direction } = useStyleCache();
  const { dense, spacing } = useThemeSettings();
  const settings = React.useMemo<RunnerSettings>(
    () => ({ mode: resolved === 'dark' ? 'dark' : 'light', direction, dense, spacing, language }),
    [resolved, direction, dense, spacing, language],
  );
  const debouncedFiles = useDebounced(files, RUN_DELAY_MS);
  const [generation, setGeneration] = React.useState(0);
  const token = React.useMemo(() => createToken(), []);
  const frame = React.useRef<HTMLIFrameElement>(null);
  const [ready, setReady] = React.useState(false);
  const [height, setHeight] = React.useState(0);
  const [failure, setFailure] = React.useState<RunFailure | null>(null);
  const [stopped, setStopped] = React.useState(false);
  const runId = React.useRef(0);
  const lastAnswer = React.useRef(0);

  const send = React.useCallback(
    (message: PageMessage) => {
      // An opaque origin has no name to address it by: the window itself is the address.
      frame.current?.contentWindow?.postMessage(envelope(message, token), '*');
    },
    [token],
  );

  React.useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!isFrom(event, frame.current?.contentWindow)) return;
      const message = readRunnerMessage(event.data, token);
      if (!message) return;
      lastAnswer.current = Date.now();
      if (message.type === 'ready') setReady(true);
      else if (message.type === 'size') setHeight(message.height);
      else if (message.type === 'rendered' && message.runId === runId.current) setFailure(null);
      else if (message.type === 'failed' && message.runId === runId.current) setFailure(message.failure);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [token]);

  React.useEffect(() => {
    if (!ready) return;
    runId.current += 1;
    send({ type: 'run', runId: runId.current, entry, files: debouncedFiles, settings });
    // Settings changes alone are sent below, without running the code again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, debouncedFiles, entry, send]);

  React.useEffect(() => {
    if (ready) send({ type: 'settings', settings });
  }, [ready, settings, send]);

  // The watchdog: a frame that has stopped answering (a loop its guards did not stop) is replaced.
  React.useEffect(() => {
    if (!ready) return undefined;
    lastAnswer.current = Date.now();
    let ping = 0;
    const timer = setInterval(() => {
      if (Date.now() - lastAnswer.current > UNANSWERED_MS) {
        setStopped(true);
        setReady(false);
        setGeneration((value) => value + 1);
        return;
      }
      send({ type: 'ping', id: (ping += 1) });
    }, PING_MS);
    return () => clearInterval(timer);
  }, [ready, send]);

  return (
    <div data-live-state={failure ? 'failed' : ready ? 'running' : 'loading'}>
      {!ready && !stopped ? (
        <p role="status" className={classes.status}>
          {liveEditText('starting')}
        </p>
      ) : null}
      {stopped ? (
        <p role="status" className={classes.status}>
          {liveEditText('stopped')}
        </p>
      ) : null}
      {failure ? <FailureMessage failure={failure} onOpenStackBlitz={onOpenStackBlitz} /> : null}
      <iframe
        key={generation}
        ref={frame}
        src={`${LIVE_RUNNER_PATH}#token=${token}`}
        // Scripts only: no same origin (so no cookies, storage or DOM of the site), no top navigation,
        // no forms, no popups.
        sandbox="allow-scripts"
        title={liveEditText('frameTitle')}
        className={classes.frame}
        style={{ height: failure ? 0 : height || undefined }}
      />
    </div>
  );
}

function FailureMessage({ failure, onOpenStackBlitz }: { failure: RunFailure; onOpenStackBlitz: () => void }) {
  const where =
    failure.file && failure.line ? liveEditText('at', { file: failure.file, line: String(failure.line) }) : null;
  return (
    <div role="alert" className={classes.failure}>
      <strong>{liveEditText(`failure.${failure.kind}`)}</strong>
      <pre>{failure.message}</pre>
      {where ? <p>{where}</p> : null}
      {failure.kind === 'import' && failure.module && !failure.module.startsWith('.') ? (
        <button type="button" onClick={onOpenStackBlitz}>
          {liveEditText('openStackBlitz')}
        </button>
      ) : null}
    </div>
  );
}
