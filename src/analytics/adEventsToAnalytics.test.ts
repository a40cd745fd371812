import { sendAdEventToAnalytics } from './adEventsToAnalytics';
import * as tracker from './tracker';

describe('sendAdEventToAnalytics', () => {
  it('sends an ad event in the ads category with its label and layout', () => {
    const sendEvent = jest.spyOn(tracker, 'sendEvent').mockImplementation(() => {});
    sendAdEventToAnalytics('ad-click', { label: 'in-house-data-grid', layout: 'image' });
    sendAdEventToAnalytics('ad-crash', { label: 'TypeError: boom', layout: null });
    expect(sendEvent.mock.calls).toEqual([
      ['ads', 'ad-click', 'in-house-data-grid', { ad_layout: 'image' }],
      ['ads', 'ad-crash', 'TypeError: boom', undefined],
    ]);
  });
});
