import { AD_CONSTANTS } from './adConstants';

/** What one look at the page found. */
export type NetworkObservation = 'absent' | 'ad' | 'placeholder';

/**
 * waiting: nothing yet; ad: the network's ad is there; placeholder: the network served our
 * sponsor placeholder; blocked: too long without it, so an ad blocker is assumed.
 */
export type NetworkStatus = 'waiting' | 'ad' | 'placeholder' | 'blocked';

export interface PollState {
  polls: number;
  status: NetworkStatus;
  /** No more polls. */
  done: boolean;
}

export const INITIAL_POLL_STATE: PollState = { polls: 0, status: 'waiting', done: false };

/**
 * One step of the state machine. Polling stops when the network's element (or its
 * placeholder) shows up, or after the last poll. An ad blocker is assumed after more than 6
 * polls, but polling goes on: a slow network may still deliver, and then its ad wins.
 */
export function nextPollState(state: PollState, observation: NetworkObservation): PollState {
  if (state.done) {
    return state;
  }
  const polls = state.polls + 1;
  if (observation === 'ad') {
    return { polls, status: 'ad', done: true };
  }
  if (observation === 'placeholder') {
    return { polls, status: 'placeholder', done: true };
  }
  return {
    polls,
    status: polls > AD_CONSTANTS.adBlockAfterPolls ? 'blocked' : 'waiting',
    done: polls >= AD_CONSTANTS.maxNetworkPolls,
  };
}

/**
 * Polls `observe` now and then every 500 ms, reporting each new state, until the state
 * machine is done. Returns a function that stops it.
 */
export function pollNetwork(observe: () => NetworkObservation, onState: (state: PollState) => void): () => void {
  let state = INITIAL_POLL_STATE;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const poll = () => {
    state = nextPollState(state, observe());
    onState(state);
    if (!state.done) {
      timer = setTimeout(poll, AD_CONSTANTS.networkPollIntervalMs);
    }
  };
  poll();
  return () => clearTimeout(timer);
}
