import { CURRENT_VERSION } from '../../data/versions';
import { allProductVersions, versionsForPage } from './versions';

describe('versionsForPage', () => {
  it('lists the current alpha first, then v7, v6 and v5 on their own hosts at the same sub-path', () => {
    expect(CURRENT_VERSION).toBe('8.0.0-alpha.14');
    expect(versionsForPage('/x/react-charts/bars/', 'x-charts')).toEqual([
      { text: 'v8.0.0-alpha.14', href: '/x/react-charts/bars/', current: true },
      { text: 'v7', href: 'https://v7.mui.com/x/react-charts/bars/' },
      { text: 'v6', href: 'https://v6.mui.com/x/react-charts/bars/' },
      { text: 'v5', href: 'https://v5.mui.com/x/react-charts/bars/' },
    ]);
  });

  it('adds v4 on data grid pages only', () => {
    const grid = versionsForPage('/x/react-data-grid/sorting/', 'x-data-grid');
    expect(grid.map((entry) => entry.text)).toEqual(['v8.0.0-alpha.14', 'v7', 'v6', 'v5', 'v4']);
    expect(grid[4].href).toBe('https://v4.mui.com/components/data-grid/');
  });
});

describe('allProductVersions', () => {
  it('gives every product its versions, the current one first', () => {
    const products = allProductVersions();
    expect(products.map((product) => product.name)).toEqual([
      'Data Grid',
      'Date and Time Pickers',
      'Charts',
      'Tree View',
    ]);
    for (const product of products) {
      expect(product.versions[0]).toMatchObject({ text: 'v8.0.0-alpha.14', current: true });
      for (const older of product.versions.slice(1)) {
        expect(older.href).toMatch(/^https:\/\/v\d\.mui\.com\//);
      }
    }
  });
});
