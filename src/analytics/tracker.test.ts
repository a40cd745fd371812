const initialize = jest.fn();
const gtag = jest.fn();

jest.mock('react-ga4', () => ({ __esModule: true, default: { initialize, gtag } }));

type Tracker = typeof import('./tracker');

/** A fresh tracker (module state) for each test. */
function loadTracker(): Tracker {
  let tracker: Tracker | undefined;
  jest.isolateModules(() => {
    tracker = jest.requireActual<Tracker>('./tracker');
  });
  return tracker!;
}

/** Lets the dynamic import of react-ga4 resolve. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  initialize.mockClear();
  gtag.mockClear();
});

describe('tracker', () => {
  it('sends nothing, and keeps nothing, before analytics starts', async () => {
    const tracker = loadTracker();
    tracker.sendEvent('ad', 'display', 'in-house');
    tracker.sendPageView({
      page_title: 't',
      page_location: 'https://mui.com/x/',
      productId: 'x',
      productCategoryId: 'x',
    });
    tracker.startAnalytics('G-TEST');
    await flush();
    expect(gtag).not.toHaveBeenCalled();
  });

  it('starts Google tag once, without its automatic page view', async () => {
    const tracker = loadTracker();
    tracker.startAnalytics('G-TEST');
    tracker.startAnalytics('G-TEST');
    await flush();
    expect(initialize).toHaveBeenCalledTimes(1);
    expect(initialize).toHaveBeenCalledWith('G-TEST', { gtagOptions: { send_page_view: false } });
  });

  it('replays in order what was sent while the tag loaded, then sends directly', async () => {
    const tracker = loadTracker();
    tracker.startAnalytics('G-TEST');
    tracker.setUserProperties({
      code_variant: 'TS',
      code_styling: 'MUI System',
      language: 'en',
      pixel_ratio: '1.0',
      os_color_scheme: 'light',
      app_color_scheme: 'dark',
    });
    tracker.sendEvent('ad', 'display', 'in-house', { non_interaction: true });
    expect(gtag).not.toHaveBeenCalled();
    await flush();
    tracker.sendClickEvent({ category: 'toc', action: 'anchor' });
    expect(gtag.mock.calls).toEqual([
      ['set', 'user_properties', expect.objectContaining({ app_color_scheme: 'dark' })],
      ['event', 'display', { event_category: 'ad', event_label: 'in-house', non_interaction: true }],
      ['event', 'anchor', { event_category: 'toc' }],
    ]);
  });
});
