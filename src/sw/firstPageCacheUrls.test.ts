import { firstPageCacheUrls } from './firstPageCacheUrls';

describe('firstPageCacheUrls', () => {
  const scope = 'https://mui.com/x/';

  it('lists the page without its hash and its hashed static files once each', () => {
    expect(
      firstPageCacheUrls(
        'https://mui.com/x/react-charts/bars/#stacking',
        [
          'https://mui.com/_next/static/chunks/app-123.js',
          'https://mui.com/_next/static/chunks/app-123.js',
          'https://mui.com/_next/static/css/abc.css',
          'https://mui.com/_site/en.0123abcd.js',
          'https://mui.com/static/error-codes.json',
          'https://www.googletagmanager.com/gtag/js?id=G-1',
          'not a url',
        ],
        scope,
      ),
    ).toEqual([
      'https://mui.com/x/react-charts/bars/',
      'https://mui.com/_next/static/chunks/app-123.js',
      'https://mui.com/_next/static/css/abc.css',
      'https://mui.com/_site/en.0123abcd.js',
    ]);
  });

  it('leaves out a page outside the worker scope', () => {
    expect(firstPageCacheUrls('https://mui.com/', ['https://mui.com/_next/static/a.js'], scope)).toEqual([
      'https://mui.com/_next/static/a.js',
    ]);
  });
});
