import { seededRandom } from '../../test/unit/seededRandom';
import { registerAdEventSink } from './adEvents';
import { scheduleDisplayEvent } from './displayEvent';

describe('scheduleDisplayEvent', () => {
  const sink = jest.fn();
  let unregister: () => void;
  beforeEach(() => {
    jest.useFakeTimers();
    sink.mockClear();
    unregister = registerAdEventSink(sink);
  });
  afterEach(() => {
    unregister();
    jest.useRealTimers();
  });

  it('sends the display event of a sampled ad 2.5 s after it is shown', () => {
    scheduleDisplayEvent({ label: 'in-house-charts', layout: 'image' }, () => 0.05, 0.1);
    jest.advanceTimersByTime(2499);
    expect(sink).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(sink).toHaveBeenCalledWith('ad-display', { label: 'in-house-charts', layout: 'image' });
  });

  it('sends nothing for an ad that is not sampled', () => {
    scheduleDisplayEvent({ label: 'ad-network', layout: 'image' }, () => 0.1, 0.1);
    jest.runAllTimers();
    expect(sink).not.toHaveBeenCalled();
  });

  it('sends nothing when the ad goes away before 2.5 s', () => {
    const cancel = scheduleDisplayEvent({ label: 'ad-feed', layout: 'inline' }, () => 0, 0.1);
    jest.advanceTimersByTime(2000);
    cancel();
    jest.runAllTimers();
    expect(sink).not.toHaveBeenCalled();
  });

  it('sends events for about 10% of displays with a seeded random source', () => {
    const random = seededRandom(2024);
    for (let i = 0; i < 5000; i += 1) {
      scheduleDisplayEvent({ label: 'in-house-charts', layout: 'image' }, random, 0.1);
    }
    jest.runAllTimers();
    expect(sink.mock.calls.length / 5000).toBeGreaterThan(0.09);
    expect(sink.mock.calls.length / 5000).toBeLessThan(0.11);
  });
});
