import { fetchFeedOnce, firstUsableFeedAd, loadFeedAd } from './adFeed';

const FEED_URL = 'https://ads.example.test/feed.json';

const usable = {
  company: 'Acme',
  description: 'Fast <b>builds</b>',
  image: 'https://ads.example.test/acme.png',
  statlink: 'https://ads.example.test/click/acme',
  statimp: 'https://ads.example.test/impression/acme',
  pixel: 'https://pixel.example.test/a?t=[timestamp]||javascript:alert(1)||https://pixel.example.test/b',
  timestamp: '1700000000',
};

function jsonResponse(body: unknown, status = 200): Response {
  return { ok: status >= 200 && status < 300, status, json: () => Promise.resolve(body) } as Response;
}

describe('firstUsableFeedAd', () => {
  it('keeps only entries with content and a statlink, and uses the first of them', () => {
    const ad = firstUsableFeedAd({
      ads: [
        {},
        { statlink: 'https://ads.example.test/click/empty' },
        { company: 'No link', description: 'Nothing to click' },
        { company: 'Bad link', statlink: 'javascript:alert(1)' },
        usable,
        { ...usable, company: 'Second' },
      ],
    });
    expect(ad).toEqual({
      company: 'Acme',
      description: 'Fast <b>builds</b>',
      image: 'https://ads.example.test/acme.png',
      link: 'https://ads.example.test/click/acme',
      impressionUrls: [
        'https://ads.example.test/impression/acme',
        'https://pixel.example.test/a?t=1700000000',
        'https://pixel.example.test/b',
      ],
    });
  });

  it('drops an image that is not an http(s) URL but keeps the ad', () => {
    expect(firstUsableFeedAd({ ads: [{ ...usable, image: 'data:image/png;base64,AAAA' }] })?.image).toBeNull();
  });

  it('finds nothing in answers of the wrong shape', () => {
    for (const data of [null, 'ads', 42, {}, { ads: {} }, { ads: [null, 'x', []] }]) {
      expect(firstUsableFeedAd(data)).toBeNull();
    }
  });
});

describe('fetchFeedOnce', () => {
  it('GETs the feed without credentials', async () => {
    const fetchMock = jest.mocked(global.fetch).mockResolvedValue(jsonResponse({ ads: [usable] }));
    await expect(fetchFeedOnce(FEED_URL)).resolves.toMatchObject({ status: 'ad', ad: { company: 'Acme' } });
    expect(fetchMock).toHaveBeenCalledWith(FEED_URL, expect.objectContaining({ credentials: 'omit' }));
  });

  it('reports a network error, an error status or a body that is not JSON as failed', async () => {
    jest.mocked(global.fetch).mockRejectedValueOnce(new TypeError('offline'));
    await expect(fetchFeedOnce(FEED_URL)).resolves.toEqual({ status: 'failed' });
    jest.mocked(global.fetch).mockResolvedValueOnce(jsonResponse({ ads: [usable] }, 500));
    await expect(fetchFeedOnce(FEED_URL)).resolves.toEqual({ status: 'failed' });
    jest.mocked(global.fetch).mockResolvedValueOnce({
      ok: true,
      status: 200,
      json: () => Promise.reject(new SyntaxError('Unexpected token <')),
    } as Response);
    await expect(fetchFeedOnce(FEED_URL)).resolves.toEqual({ status: 'failed' });
  });
});

describe('loadFeedAd', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('retries up to 10 times while no entry is usable, then gives no ad', async () => {
    const fetchMock = jest.mocked(global.fetch).mockImplementation(() => Promise.resolve(jsonResponse({ ads: [{}] })));
    const result = loadFeedAd(FEED_URL);
    await jest.runAllTimersAsync();
    await expect(result).resolves.toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(11);
  });

  it('uses the first usable entry of a later answer', async () => {
    const answers = [{ ads: [] }, { ads: [{}] }, { ads: [usable] }];
    const fetchMock = jest
      .mocked(global.fetch)
      .mockImplementation(() => Promise.resolve(jsonResponse(answers.shift() ?? { ads: [] })));
    const result = loadFeedAd(FEED_URL);
    await jest.runAllTimersAsync();
    await expect(result).resolves.toMatchObject({ company: 'Acme' });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('gives no ad, without retrying, when the fetch fails', async () => {
    const fetchMock = jest.mocked(global.fetch).mockRejectedValue(new TypeError('Failed to fetch'));
    const result = loadFeedAd(FEED_URL);
    await jest.runAllTimersAsync();
    await expect(result).resolves.toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('stops retrying once aborted', async () => {
    const fetchMock = jest.mocked(global.fetch).mockImplementation(() => Promise.resolve(jsonResponse({ ads: [] })));
    const controller = new AbortController();
    const result = loadFeedAd(FEED_URL, controller.signal);
    await jest.advanceTimersByTimeAsync(1200);
    controller.abort();
    await jest.runAllTimersAsync();
    await expect(result).resolves.toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
