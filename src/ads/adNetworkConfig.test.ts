import { parseAdNetworkConfig } from './adNetworkConfig';

describe('parseAdNetworkConfig', () => {
  it('is off when the variables are unset', () => {
    expect(parseAdNetworkConfig({})).toEqual({ scriptUrl: null, feedUrl: null });
  });

  it('takes absolute http(s) URLs', () => {
    expect(
      parseAdNetworkConfig({
        script: 'https://ads.example.test/network.js',
        feed: ' https://ads.example.test/feed.json ',
      }),
    ).toEqual({ scriptUrl: 'https://ads.example.test/network.js', feedUrl: 'https://ads.example.test/feed.json' });
  });

  it('switches a malformed part off', () => {
    expect(parseAdNetworkConfig({ script: 'javascript:alert(1)', feed: '/feed.json' })).toEqual({
      scriptUrl: null,
      feedUrl: null,
    });
  });
});
