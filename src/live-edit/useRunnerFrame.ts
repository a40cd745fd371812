import * as React from 'react';
import { useUserLanguage } from '../i18n/TranslationsContext';
import { useColorMode } from '../theme/useColorMode';
import { useStyleCache } from '../theme/StyleCacheContext';
import { useThemeSettings } from '../theme/ThemeSettingsContext';
import {
  createToken,
  envelope,
  isFrom,
  readRunnerMessage,
  RUN_DELAY_MS,
  type PageMessage,
  type RunFile,
  type RunnerSettings,
} from './protocol';
import { INITIAL_RUNNER_FRAME, runnerFrameReducer } from './runnerFrameState';
import { useDebounced } from './useDebounced';

/** How often the page asks the frame whether it still answers, and how long it waits. */
const PING_MS = 2000;
const UNANSWERED_MS = 6000;

/**
 * The page's side of a runner frame: it sends the files (after a pause in typing) and the page's
 * display settings as they change, reads back only checked messages from that frame, and
 * replaces a frame that stops answering pings.
 */
export function useRunnerFrame(files: RunFile[] | null) {
  const language = useUserLanguage();
  const { resolved } = useColorMode();
  const { direction } = useStyleCache();
  const { dense, spacing } = useThemeSettings();
  const settings = React.useMemo<RunnerSettings>(
    () => ({ mode: resolved === 'dark' ? 'dark' : 'light', direction, dense, spacing, language }),
    [resolved, direction, dense, spacing, language],
  );
  const debouncedFiles = useDebounced(files, RUN_DELAY_MS);
  const [state, dispatch] = React.useReducer(runnerFrameReducer, INITIAL_RUNNER_FRAME);
  const token = React.useMemo(() => createToken(), []);
  const frameRef = React.useRef<HTMLIFrameElement>(null);
  const runId = React.useRef(0);
  const lastAnswer = React.useRef(0);

  const send = React.useCallback(
    (message: PageMessage) => {
      // An opaque origin has no name to address it by: the window itself is the address.
      frameRef.current?.contentWindow?.postMessage(envelope(message, token), '*');
    },
    [token],
  );

  React.useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!isFrom(event, frameRef.current?.contentWindow)) return;
      const message = readRunnerMessage(event.data, token);
      if (!message) return;
      lastAnswer.current = Date.now();
      dispatch({ type: 'message', message, latestRunId: runId.current });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [token]);

  const { ready } = state;
  React.useEffect(() => {
    if (!ready || !debouncedFiles) return;
    runId.current += 1;
    send({ type: 'run', runId: runId.current, entry: debouncedFiles[0].path, files: debouncedFiles, settings });
    // Settings changes alone are sent below, without running the code again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, debouncedFiles, send]);

  React.useEffect(() => {
    if (ready) send({ type: 'settings', settings });
  }, [ready, settings, send]);

  // The watchdog: a frame that has stopped answering (a loop its guards did not stop) is replaced.
  React.useEffect(() => {
    if (!ready) return undefined;
    lastAnswer.current = Date.now();
    let ping = 0;
    const timer = setInterval(() => {
      if (Date.now() - lastAnswer.current > UNANSWERED_MS) dispatch({ type: 'unanswered' });
      else send({ type: 'ping', id: (ping += 1) });
    }, PING_MS);
    return () => clearInterval(timer);
  }, [ready, send]);

  return { state, frameRef, token };
}
