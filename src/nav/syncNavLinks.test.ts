import { syncNavLinks } from './syncNavLinks';

function serverList(html: string) {
  const list = document.createElement('ul');
  list.innerHTML = html;
  return list;
}

describe('syncNavLinks', () => {
  const html =
    '<li class="nav-subheader">Components</li>' +
    '<li><a class="nav-item" href="/x/api/data-grid/data-grid/" aria-current="page">DataGrid</a></li>' +
    '<li><a class="nav-item" href="/x/api/data-grid/data-grid-pro/">DataGridPro</a></li>' +
    '<li><a class="nav-item nav-external" href="https://github.com/mui/mui-x" target="_blank">GitHub</a></li>';

  it('moves the active mark to the entry of the active key', () => {
    const list = serverList(html);
    syncNavLinks(list, '/x/api/data-grid/data-grid-pro', 'en');
    const links = list.querySelectorAll('a');
    expect(links[0].hasAttribute('aria-current')).toBe(false);
    expect(links[1].getAttribute('aria-current')).toBe('page');
  });

  it('points the links at the reader language and back', () => {
    const list = serverList(html);
    syncNavLinks(list, null, 'zh');
    expect(Array.from(list.querySelectorAll('a'), (link) => link.getAttribute('href'))).toEqual([
      '/zh/x/api/data-grid/data-grid/',
      '/zh/x/api/data-grid/data-grid-pro/',
      'https://github.com/mui/mui-x',
    ]);
    expect(list.querySelector('[aria-current]')).toBeNull();
    syncNavLinks(list, '/x/api/data-grid/data-grid', 'en');
    expect(list.querySelector('[aria-current="page"]')?.getAttribute('href')).toBe('/x/api/data-grid/data-grid/');
  });

  it('reaches the links of a closed group, kept in a template until it opens', () => {
    const list = serverList(
      '<li><button aria-expanded="false">Columns</button><template><ul>' +
        '<li><a class="nav-item" href="/x/react-data-grid/column-pinning/">Column pinning</a></li>' +
        '</ul></template></li>',
    );
    syncNavLinks(list, '/x/react-data-grid/column-pinning', 'zh');
    const link = list.querySelector('template')?.content.querySelector('a');
    expect(link?.getAttribute('href')).toBe('/zh/x/react-data-grid/column-pinning/');
    expect(link?.getAttribute('aria-current')).toBe('page');
  });
});
