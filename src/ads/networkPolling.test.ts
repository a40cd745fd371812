import {
  INITIAL_POLL_STATE,
  nextPollState,
  pollNetwork,
  type NetworkObservation,
  type PollState,
} from './networkPolling';

describe('nextPollState', () => {
  it('waits for six polls, assumes an ad blocker from the seventh, and stops after the thirtieth', () => {
    let state = INITIAL_POLL_STATE;
    const statuses: string[] = [];
    while (!state.done) {
      state = nextPollState(state, 'absent');
      statuses.push(state.status);
    }
    expect(statuses).toHaveLength(30);
    expect(statuses.slice(0, 6)).toEqual(Array(6).fill('waiting'));
    expect(statuses.slice(6)).toEqual(Array(24).fill('blocked'));
  });

  it('stops at the network ad, even after an ad blocker was assumed', () => {
    expect(nextPollState(INITIAL_POLL_STATE, 'ad')).toEqual({ polls: 1, status: 'ad', done: true });
    const blocked: PollState = { polls: 10, status: 'blocked', done: false };
    expect(nextPollState(blocked, 'ad')).toEqual({ polls: 11, status: 'ad', done: true });
  });

  it('stops at the sponsor placeholder', () => {
    expect(nextPollState({ polls: 2, status: 'waiting', done: false }, 'placeholder')).toEqual({
      polls: 3,
      status: 'placeholder',
      done: true,
    });
  });

  it('does not move once done', () => {
    const done: PollState = { polls: 30, status: 'blocked', done: true };
    expect(nextPollState(done, 'ad')).toBe(done);
  });
});

describe('pollNetwork', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('polls 30 times, 500 ms apart, and reports the ad blocker at the seventh poll (3 s)', () => {
    const observe = jest.fn((): NetworkObservation => 'absent');
    const states: PollState[] = [];
    pollNetwork(observe, (state) => states.push(state));
    expect(observe).toHaveBeenCalledTimes(1);

    jest.advanceTimersByTime(2999);
    expect(observe).toHaveBeenCalledTimes(6);
    expect(states.at(-1)?.status).toBe('waiting');

    jest.advanceTimersByTime(1);
    expect(observe).toHaveBeenCalledTimes(7);
    expect(states.at(-1)?.status).toBe('blocked');

    jest.advanceTimersByTime(60_000);
    expect(observe).toHaveBeenCalledTimes(30);
    expect(states.at(-1)).toEqual({ polls: 30, status: 'blocked', done: true });
    expect(jest.getTimerCount()).toBe(0);
  });

  it('stops polling as soon as the network element appears', () => {
    const results: NetworkObservation[] = ['absent', 'absent', 'ad'];
    const observe = jest.fn(() => results.shift() ?? 'absent');
    const onState = jest.fn();
    pollNetwork(observe, onState);
    jest.advanceTimersByTime(10_000);
    expect(observe).toHaveBeenCalledTimes(3);
    expect(onState).toHaveBeenLastCalledWith({ polls: 3, status: 'ad', done: true });
  });

  it('stops when cancelled', () => {
    const observe = jest.fn((): NetworkObservation => 'absent');
    const stop = pollNetwork(observe, () => {});
    jest.advanceTimersByTime(1000);
    stop();
    jest.advanceTimersByTime(10_000);
    expect(observe).toHaveBeenCalledTimes(3);
  });
});
