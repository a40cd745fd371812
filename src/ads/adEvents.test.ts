import { registerAdEventSink, sendAdEvent } from './adEvents';

describe('ad events', () => {
  it('go nowhere until a sink is registered', () => {
    expect(() => sendAdEvent('ad-click', { label: 'ad-network', layout: 'image' })).not.toThrow();
  });

  it('go to the registered sink until it unregisters', () => {
    const sink = jest.fn();
    const unregister = registerAdEventSink(sink);
    sendAdEvent('ad-click', { label: 'in-house-charts', layout: 'inline' });
    expect(sink).toHaveBeenCalledWith('ad-click', { label: 'in-house-charts', layout: 'inline' });
    unregister();
    sendAdEvent('ad-click', { label: 'in-house-charts', layout: 'inline' });
    expect(sink).toHaveBeenCalledTimes(1);
  });

  it('never let a failing sink throw at the ad', () => {
    const unregister = registerAdEventSink(() => {
      throw new Error('analytics down');
    });
    expect(() => sendAdEvent('ad-crash', { label: 'Error', layout: null })).not.toThrow();
    unregister();
  });
});
