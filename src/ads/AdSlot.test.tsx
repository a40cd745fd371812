import { act, fireEvent, screen, within } from '@testing-library/react';
import { randomSequence, renderWithAdManager } from '../../test/unit/renderWithAdManager';
import { registerAdEventSink } from './adEvents';
import { AdSlot } from './AdSlot';

const SCRIPT_URL = 'https://ads.example.test/network.js';
const FEED_URL = 'https://ads.example.test/feed.json';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

// As `trailingSlash: true` in next.config.ts does for the built site.
process.env.__NEXT_TRAILING_SLASH = 'true';

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
  jest.restoreAllMocks();
});

/** Clicks a link without following it (jsdom cannot navigate). */
function clickWithoutNavigating(link: HTMLElement) {
  link.addEventListener('click', (event) => event.preventDefault());
  fireEvent.click(link);
}

/** Renders the slot and lets its on-demand ad code (next/dynamic) finish loading. */
async function renderSlot(options: Parameters<typeof renderWithAdManager>[1]) {
  const result = renderWithAdManager(<AdSlot />, options);
  await act(async () => {
    await import('./AdContent');
  });
  return result;
}

function slot() {
  return screen.getByRole('complementary', { name: 'Advertisement' });
}

/** The network's script, as the page sees it: an element it renders right after itself. */
function networkRenders(html: string) {
  const script = slot().querySelector('script');
  const element = document.createElement('div');
  element.id = 'carbonads';
  element.innerHTML = html;
  script?.after(element);
}

describe('AdSlot with the network off', () => {
  it('shows an in-house ad in the image layout: a 130 × 100 image and a sponsored link', async () => {
    await renderSlot({ random: randomSequence(0.5, 0) });
    const link = within(slot()).getByRole('link', { name: 'MUI X Data Grid' });
    expect(link).toHaveAttribute('href', '/x/react-data-grid/');
    expect(link).toHaveAttribute('rel', 'sponsored noopener');
    const image = slot().querySelector('img');
    expect(image).toHaveAttribute('src', '/static/ads/data-grid.svg');
    expect(image).toHaveAttribute('width', '130');
    expect(image).toHaveAttribute('height', '100');
    expect(within(slot()).getByText('ad by MUI X')).toBeInTheDocument();
  });

  it('shows an in-house ad in the inline layout, linking in the reader language', async () => {
    await renderSlot({ random: randomSequence(0.1, 0.99), language: 'zh' });
    const region = screen.getByRole('complementary', { name: '广告' });
    const link = within(region).getByRole('link', { name: 'MUI X Pro and Premium' });
    expect(link).toHaveAttribute('href', '/zh/x/introduction/licensing/');
    expect(region.querySelector('img')).toHaveAttribute('width', '52');
  });

  it('sends the display event of a sampled ad 2.5 s after it shows, and the click event', async () => {
    await renderSlot({ random: randomSequence(0.5, 0.5, 0.05) });
    act(() => jest.advanceTimersByTime(2499));
    expect(sink).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(sink).toHaveBeenCalledWith('ad-display', { label: 'in-house-charts', layout: 'image' });

    clickWithoutNavigating(within(slot()).getByRole('link'));
    expect(sink).toHaveBeenLastCalledWith('ad-click', { label: 'in-house-charts', layout: 'image' });
  });

  it('sends no display event for an ad outside the 10% sample', async () => {
    await renderSlot({ random: randomSequence(0.5, 0.5, 0.1) });
    act(() => jest.advanceTimersByTime(10_000));
    expect(sink).not.toHaveBeenCalled();
  });

  it('shows bots an empty slot', async () => {
    const userAgent = jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue(GOOGLEBOT);
    await renderSlot({
      random: randomSequence(0.5),
      network: { scriptUrl: SCRIPT_URL, feedUrl: FEED_URL },
    });
    expect(userAgent).toHaveBeenCalled();
    expect(slot()).toBeEmptyDOMElement();
    expect(global.fetch).not.toHaveBeenCalled();
  });
});

describe('AdSlot with the network script (image layout)', () => {
  const network = { scriptUrl: SCRIPT_URL, feedUrl: FEED_URL };

  it('injects the script and shows the network ad once its element appears', async () => {
    await renderSlot({ random: randomSequence(0.5, 0.05), network });
    const script = slot().querySelector('script');
    expect(script).toHaveAttribute('src', SCRIPT_URL);
    networkRenders('<a href="https://advertiser.example.test/">Fast hosting</a>');
    act(() => jest.advanceTimersByTime(500));
    const link = within(slot()).getByRole('link', { name: 'Fast hosting' });
    expect(link).toHaveAttribute('rel', 'sponsored noopener');
    expect(link).toHaveAttribute('target', '_blank');
    act(() => jest.advanceTimersByTime(2500));
    expect(sink).toHaveBeenCalledWith('ad-display', { label: 'ad-network', layout: 'image' });
    clickWithoutNavigating(link);
    expect(sink).toHaveBeenLastCalledWith('ad-click', { label: 'ad-network', layout: 'image' });
  });

  it('assumes an ad blocker at the seventh poll and shows the appeal 20% of the time', async () => {
    await renderSlot({ random: randomSequence(0.5, 0.19), network });
    act(() => jest.advanceTimersByTime(2999));
    expect(screen.queryByText('Ad blocker detected')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(within(slot()).getByText('Ad blocker detected')).toBeInTheDocument();
  });

  it('shows an in-house ad to the other 80% of readers with an ad blocker', async () => {
    await renderSlot({ random: randomSequence(0.5, 0.2, 0.7), network });
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.queryByText('Ad blocker detected')).not.toBeInTheDocument();
    expect(within(slot()).getByRole('link', { name: 'Tree View' })).toBeInTheDocument();
  });

  it('replaces the sponsor placeholder with an in-house ad', async () => {
    await renderSlot({ random: randomSequence(0.5, 0), network });
    networkRenders('<a href="https://mui.com/material-ui/discover-more/backers/">Become a sponsor</a>');
    act(() => jest.advanceTimersByTime(500));
    expect(within(slot()).queryByRole('link', { name: 'Become a sponsor' })).not.toBeInTheDocument();
    expect(within(slot()).getByRole('link', { name: 'MUI X Data Grid' })).toBeInTheDocument();
  });
});

describe('AdSlot with the network feed (inline layout)', () => {
  const network = { scriptUrl: SCRIPT_URL, feedUrl: FEED_URL };
  const requestedPixels: string[] = [];

  beforeEach(() => {
    requestedPixels.length = 0;
    jest.spyOn(window, 'Image').mockImplementation(function FakeImage() {
      return {
        set src(url: string) {
          requestedPixels.push(url);
        },
      } as HTMLImageElement;
    });
  });

  function feedAnswers(body: unknown) {
    jest
      .mocked(global.fetch)
      .mockResolvedValue({ ok: true, status: 200, json: () => Promise.resolve(body) } as Response);
  }

  it('shows the first usable entry, its HTML as text, and fires its impression pixel once', async () => {
    feedAnswers({
      ads: [
        {},
        {
          company: 'Acme',
          description: '<img src=x onerror="window.hacked=1"><b>Deploy</b> faster',
          statlink: 'https://ads.example.test/click',
          statimp: 'https://ads.example.test/impression',
        },
      ],
    });
    const { rerender } = await renderSlot({ random: randomSequence(0.1), network });
    await act(() => jest.runAllTimersAsync());
    const link = within(slot()).getByRole('link', { name: 'Acme' });
    expect(link).toHaveAttribute('href', 'https://ads.example.test/click');
    expect(link).toHaveAttribute('rel', 'sponsored noopener');
    expect(slot()).toHaveTextContent('<img src=x onerror="window.hacked=1"><b>Deploy</b> faster');
    expect(slot().querySelector('b')).toBeNull();
    expect(slot().querySelectorAll('img')).toHaveLength(0);
    rerender(<AdSlot />);
    await act(() => jest.runAllTimersAsync());
    expect(requestedPixels).toEqual(['https://ads.example.test/impression']);
    expect(global.fetch).toHaveBeenCalledTimes(1);
    expect(global.fetch).toHaveBeenCalledWith(FEED_URL, expect.anything());
  });

  it('shows no ad when the feed request fails', async () => {
    jest.mocked(global.fetch).mockRejectedValue(new TypeError('Failed to fetch'));
    await renderSlot({ random: randomSequence(0.1), network });
    await act(() => jest.runAllTimersAsync());
    expect(slot()).toBeEmptyDOMElement();
    expect(global.fetch).toHaveBeenCalledTimes(1);
    expect(requestedPixels).toEqual([]);
  });

  it('shows no ad after 10 retries without a usable entry', async () => {
    feedAnswers({ ads: [{ company: 'No link' }] });
    await renderSlot({ random: randomSequence(0.1), network });
    await act(() => jest.runAllTimersAsync());
    expect(slot()).toBeEmptyDOMElement();
    expect(global.fetch).toHaveBeenCalledTimes(11);
  });
});
