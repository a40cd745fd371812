import { sendAdEventToAnalytics } from './adEventsToAnalytics';
import { sendEvent } from './tracker';

jest.mock('./tracker', () => ({ sendEvent: jest.fn() }));

describe('sendAdEventToAnalytics', () => {
  it('sends an ad event in the ads category with its label and layout', () => {
    sendAdEventToAnalytics('ad-click', { label: 'in-house-data-grid', layout: 'image' });
    sendAdEventToAnalytics('ad-crash', { label: 'TypeError: boom', layout: null });
    expect(jest.mocked(sendEvent).mock.calls).toEqual([
      ['ads', 'ad-click', 'in-house-data-grid', { ad_layout: 'image' }],
      ['ads', 'ad-crash', 'TypeError: boom', undefined],
    ]);
  });
});
