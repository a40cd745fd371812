import { registerAdEventSink, sendAdEvent } from './adEvents';

describe('ad events', () => {
  it('go to the sink registered last, and to no other', () => {
    const first = jest.fn();
    const second = jest.fn();
    const unregisterFirst = registerAdEventSink(first);
    const unregisterSecond = registerAdEventSink(second);
    sendAdEvent('ad-display', { label: 'ad-network', layout: 'image' });
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith('ad-display', { label: 'ad-network', layout: 'image' });
    unregisterSecond();
    unregisterFirst();
  });

  it('go to the registered sink until it unregisters, and nowhere after', () => {
    const sink = jest.fn();
    const unregister = registerAdEventSink(sink);
    sendAdEvent('ad-click', { label: 'in-house-charts', layout: 'inline' });
    expect(sink).toHaveBeenCalledWith('ad-click', { label: 'in-house-charts', layout: 'inline' });
    unregister();
    sendAdEvent('ad-click', { label: 'in-house-charts', layout: 'inline' });
    expect(sink).toHaveBeenCalledTimes(1);
  });

  it('keep the current sink when a replaced one unregisters late', () => {
    const replaced = jest.fn();
    const current = jest.fn();
    const unregisterReplaced = registerAdEventSink(replaced);
    const unregisterCurrent = registerAdEventSink(current);
    unregisterReplaced();
    sendAdEvent('ad-click', { label: 'ad-feed', layout: 'inline' });
    expect(current).toHaveBeenCalledTimes(1);
    expect(replaced).not.toHaveBeenCalled();
    unregisterCurrent();
  });

  it('swallow a failing sink’s error, and reach the next sink registered', () => {
    const failing = jest.fn(() => {
      throw new Error('analytics down');
    });
    const unregisterFailing = registerAdEventSink(failing);
    expect(() => sendAdEvent('ad-crash', { label: 'Error', layout: null })).not.toThrow();
    expect(failing).toHaveBeenCalledTimes(1);
    unregisterFailing();
    const next = jest.fn();
    const unregisterNext = registerAdEventSink(next);
    sendAdEvent('ad-crash', { label: 'Error', layout: null });
    expect(next).toHaveBeenCalledWith('ad-crash', { label: 'Error', layout: null });
    unregisterNext();
  });
});
