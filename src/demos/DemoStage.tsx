import * as React from 'react';
import type { LiveEdit } from '../live-edit/useLiveEdit';
import { liveEditText } from '../live-edit/liveEditText';
import classes from './demo.module.css';
import { DemoLive } from './DemoLive';

// The live editor's frame: loaded when the reader opens the editor, never before.
const LiveFrame = React.lazy(() => import('../live-edit/LiveFrame'));

interface DemoStageProps {
  moduleId: string;
  tailwind: boolean;
  /** Changed by Reset: the page's demo mounts afresh. */
  resetKey: number;
  live: LiveEdit;
  onOpenStackBlitz: () => void;
}

/** Where the demo shows: rendered in the page, or, once edited, run in the sandboxed runner frame. */
export function DemoStage({ moduleId, tailwind, resetKey, live, onOpenStackBlitz }: DemoStageProps) {
  const runningFiles = live.running ? live.files : null;
  const shown = runningFiles !== null;
  // The editor is open and nothing is edited yet: the runner loads out of sight, ready for the first change.
  const warming = live.editing && !live.files;
  return (
    <div className={classes.stage}>
      {shown || warming ? (
        <React.Suspense fallback={shown ? <p role="status">{liveEditText('starting')}</p> : null}>
          <LiveFrame files={runningFiles} hidden={!shown} onOpenStackBlitz={onOpenStackBlitz} />
        </React.Suspense>
      ) : null}
      {shown ? null : <DemoLive moduleId={moduleId} tailwind={tailwind} resetKey={resetKey} />}
    </div>
  );
}
