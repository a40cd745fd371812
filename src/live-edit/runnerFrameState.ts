import type { RunFailure, RunnerMessage } from './protocol';

/** What the page knows of its runner frame, from the frame's checked messages and the watchdog. */
export interface RunnerFrameState {
  /** The frame has loaded and takes runs. */
  ready: boolean;
  /** The height of the frame's content, 0 until it says. */
  height: number;
  /** The failure of the latest run, null once a run renders. */
  failure: RunFailure | null;
  /** A frame stopped answering and was replaced; cleared by the next run that renders. */
  stopped: boolean;
  /** Counts the frames: a new one replaces a frame that stopped answering. */
  generation: number;
  /** The edited code keeps something in the frame's storage, which lasts as long as the frame. */
  usesStorage: boolean;
}

export type RunnerFrameEvent =
  /** A message of the frame; `latestRunId` is the run the page sent last. */
  | { type: 'message'; message: RunnerMessage; latestRunId: number }
  /** The watchdog found the frame silent for too long. */
  | { type: 'unanswered' };

export const INITIAL_RUNNER_FRAME: RunnerFrameState = {
  ready: false,
  height: 0,
  failure: null,
  stopped: false,
  generation: 0,
  usesStorage: false,
};

/** The frame's state after `event`; a run's result counts only for the latest run. */
export function runnerFrameReducer(state: RunnerFrameState, event: RunnerFrameEvent): RunnerFrameState {
  if (event.type === 'unanswered') {
    return { ...state, ready: false, stopped: true, generation: state.generation + 1 };
  }
  const { message, latestRunId } = event;
  switch (message.type) {
    case 'ready':
      return { ...state, ready: true };
    case 'size':
      return { ...state, height: message.height };
    case 'storage':
      return state.usesStorage ? state : { ...state, usesStorage: true };
    case 'rendered':
      return message.runId === latestRunId ? { ...state, failure: null, stopped: false } : state;
    case 'failed':
      return message.runId === latestRunId ? { ...state, failure: message.failure } : state;
    default:
      return state;
  }
}
