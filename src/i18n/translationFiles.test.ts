import pages from '../../data/pages';
import en from '../../translations/translations.json';
import pt from '../../translations/translations-pt.json';
import zh from '../../translations/translations-zh.json';
import { indexPages } from '../nav/findActivePage';
import { translate } from './translate';

const SECTIONS = [
  'getting-started',
  'components',
  'css-in-js',
  'system',
  'customization',
  'guides',
  'discover-more',
  'versions',
  'styles',
];

describe('translation files', () => {
  const allPathnames = [...indexPages(pages).keys()];

  it('give every navigation entry an English and a Chinese title', () => {
    const enTitles: Record<string, string> = en.pages;
    const zhTitles: Record<string, string> = zh.pages;
    expect(allPathnames.filter((pathname) => !enTitles[pathname])).toEqual([]);
    expect(allPathnames.filter((pathname) => !zhTitles[pathname])).toEqual([]);
  });

  it('cover the sections of the page-title dictionary in both languages', () => {
    for (const section of SECTIONS) {
      expect(en.pages).toHaveProperty([`/${section}`]);
      expect(zh.pages).toHaveProperty([`/${section}`]);
    }
  });

  it('hold the external premium-themes entry', () => {
    const external = Object.keys(en.pages).filter((key) => key.startsWith('https://mui.com/store/'));
    expect(external).toHaveLength(1);
    expect(zh.pages).toHaveProperty([external[0]]);
  });

  it('hold the interface API description template with its placeholder', () => {
    expect(en['api-docs'].interfacePageDescription).toContain('{{name}}');
    expect(
      translate({ current: zh, fallback: en }, 'api-docs.interfacePageDescription', { name: 'GridApi' }),
    ).toContain('GridApi');
  });

  it('only translate keys that exist in English', () => {
    for (const dictionary of [zh, pt]) {
      const extra = Object.keys(dictionary).filter((key) => !(key in en));
      expect(extra).toEqual([]);
    }
  });
});
