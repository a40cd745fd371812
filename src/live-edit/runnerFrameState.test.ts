import { INITIAL_RUNNER_FRAME, runnerFrameReducer, type RunnerFrameEvent } from './runnerFrameState';
import type { RunFailure, RunnerMessage } from './protocol';

const failure: RunFailure = { kind: 'syntax', message: 'Unexpected token', file: 'A.tsx', line: 3, module: null };
const message = (value: RunnerMessage, latestRunId = 2): RunnerFrameEvent => ({
  type: 'message',
  message: value,
  latestRunId,
});

describe('runnerFrameReducer', () => {
  it('follows a frame from loading to a failure and back to a render', () => {
    let state = runnerFrameReducer(INITIAL_RUNNER_FRAME, message({ type: 'ready' }));
    state = runnerFrameReducer(state, message({ type: 'size', height: 320 }));
    state = runnerFrameReducer(state, message({ type: 'failed', runId: 2, failure }));
    expect(state).toMatchObject({ ready: true, height: 320, failure });
    state = runnerFrameReducer(state, message({ type: 'rendered', runId: 2 }));
    expect(state.failure).toBeNull();
  });

  it('remembers that the edited code used the storage stand-in', () => {
    const ready = runnerFrameReducer(INITIAL_RUNNER_FRAME, message({ type: 'ready' }));
    expect(ready.usesStorage).toBe(false);
    const used = runnerFrameReducer(ready, message({ type: 'storage' }));
    expect(used.usesStorage).toBe(true);
    expect(runnerFrameReducer(used, message({ type: 'storage' }))).toBe(used);
  });

  it('ignores the result of a run the page has replaced since', () => {
    const ready = runnerFrameReducer(INITIAL_RUNNER_FRAME, message({ type: 'ready' }));
    expect(runnerFrameReducer(ready, message({ type: 'failed', runId: 1, failure }))).toBe(ready);
    const failed = runnerFrameReducer(ready, message({ type: 'failed', runId: 2, failure }));
    expect(runnerFrameReducer(failed, message({ type: 'rendered', runId: 1 }))).toBe(failed);
  });

  it('replaces a silent frame, and says so until a run renders in the new one', () => {
    const ready = runnerFrameReducer(INITIAL_RUNNER_FRAME, message({ type: 'ready' }));
    const replaced = runnerFrameReducer(ready, { type: 'unanswered' });
    expect(replaced).toMatchObject({ ready: false, stopped: true, generation: 1 });
    const again = runnerFrameReducer(replaced, message({ type: 'ready' }));
    expect(again.stopped).toBe(true);
    expect(runnerFrameReducer(again, message({ type: 'rendered', runId: 2 })).stopped).toBe(false);
  });
});
