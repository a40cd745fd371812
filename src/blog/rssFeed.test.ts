import { rssFeed } from './rssFeed';

const posts = [
  {
    title: 'Charts & composition',
    description: 'Build a chart <from parts>.',
    href: '/blog/charts-composition/',
    date: '2026-05-02',
    authors: 'Ada Lovelace',
  },
  { title: 'Older', description: 'An older post.', href: '/blog/older/', date: '2025-11-20', authors: 'Alan Turing' },
];

describe('rssFeed', () => {
  const xml = rssFeed(posts, {
    origin: 'https://mui.com',
    title: 'MUI X blog',
    description: 'News',
    feedPath: '/blog/rss.xml',
  });

  it('is an RSS 2.0 channel with one item per post, in order, with absolute links', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    const links = [...xml.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((match) => match[1]);
    expect(links).toEqual(['https://mui.com/blog/charts-composition/', 'https://mui.com/blog/older/']);
    expect(xml).toContain('<link>https://mui.com/blog/</link>');
    expect(xml).toContain('<pubDate>Sat, 02 May 2026 00:00:00 GMT</pubDate>');
  });

  it('escapes text', () => {
    expect(xml).toContain('<title>Charts &amp; composition</title>');
    expect(xml).toContain('Build a chart &lt;from parts&gt;.');
  });
});
