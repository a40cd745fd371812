import fs from 'node:fs';
import path from 'node:path';
import ads from '../../data/ads';
import pages from '../../data/pages';
import { listRoutablePages } from '../nav/findActivePage';
import { toUrlPath } from '../nav/urlPath';

describe('in-house ads', () => {
  it('are five, each with every field filled and its own label', () => {
    expect(ads).toHaveLength(5);
    for (const ad of ads) {
      for (const field of ['link', 'img', 'name', 'description', 'poweredby', 'label'] as const) {
        expect(ad[field].trim()).not.toBe('');
      }
    }
    expect(new Set(ads.map((ad) => ad.label)).size).toBe(5);
  });

  it('advertise pages of this site', () => {
    const routes = new Set(listRoutablePages(pages).map((page) => toUrlPath(page.pathname)));
    expect(ads.map((ad) => ad.link).filter((link) => !routes.has(link))).toEqual([]);
  });

  it('have our own 130 × 100 images in public/', () => {
    for (const ad of ads) {
      const svg = fs.readFileSync(path.join(process.cwd(), 'public', ad.img), 'utf8');
      expect(svg).toMatch(/^<svg [^>]*width="130" height="100" viewBox="0 0 130 100"/);
    }
  });
});
