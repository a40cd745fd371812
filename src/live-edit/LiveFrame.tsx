import { LIVE_RUNNER_PATH } from '../deploy/headerRules';
import classes from './liveEdit.module.css';
import { liveEditText } from './liveEditText';
import type { RunFailure, RunFile } from './protocol';
import { useRunnerFrame } from './useRunnerFrame';

export interface LiveFrameProps {
  /** The edited files, the entry first; null while the frame only gets ready. */
  files: RunFile[] | null;
  /** Kept out of sight (and of the accessibility tree) until the edit runs. */
  hidden: boolean;
  onOpenStackBlitz: () => void;
}

/** The edited demo, run in the sandboxed runner frame (useRunnerFrame), or what kept it from running. */
export default function LiveFrame({ files, hidden, onOpenStackBlitz }: LiveFrameProps) {
  const { state, frameRef, token } = useRunnerFrame(files);
  const { ready, stopped, failure, height, generation, usesStorage } = state;
  return (
    <div data-live-state={failure ? 'failed' : ready ? 'running' : 'loading'} hidden={hidden}>
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
      {usesStorage ? <p className={classes.status}>{liveEditText('storage')}</p> : null}
      {failure ? <FailureMessage failure={failure} onOpenStackBlitz={onOpenStackBlitz} /> : null}
      <iframe
        key={generation}
        ref={frameRef}
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
