import { openNavGroups, setNavGroupOpen } from './navGroups';

function serverList() {
  const list = document.createElement('ul');
  list.innerHTML =
    '<li><button data-nav-key="/x/react-data-grid--" aria-expanded="true">Data Grid</button><div>' +
    '<ul><li><button data-nav-key="/x/react-data-grid/columns--" aria-expanded="false">Columns</button>' +
    '<div hidden=""><ul><li><a href="/x/react-data-grid/column-pinning/">Column pinning</a></li></ul></div></li>' +
    '<li><button data-nav-key="/x/react-data-grid/rows--" aria-expanded="false">Rows</button>' +
    '<div hidden=""><ul></ul></div></li></ul></div></li>';
  return list;
}

const button = (list: HTMLElement, name: string) =>
  Array.from(list.querySelectorAll('button')).find((element) => element.textContent === name) as HTMLButtonElement;

describe('drawer groups of the server-rendered list', () => {
  it('opens and closes a group: its aria-expanded and the hidden entries after it', () => {
    const list = serverList();
    const columns = button(list, 'Columns');
    setNavGroupOpen(columns, true);
    expect(columns.getAttribute('aria-expanded')).toBe('true');
    expect((columns.nextElementSibling as HTMLElement).hidden).toBe(false);
    setNavGroupOpen(columns, false);
    expect(columns.getAttribute('aria-expanded')).toBe('false');
    expect((columns.nextElementSibling as HTMLElement).hidden).toBe(true);
  });

  it('opens the groups named by key and leaves the others as they are', () => {
    const list = serverList();
    openNavGroups(list, ['/x/react-data-grid--', '/x/react-data-grid/rows--']);
    expect(button(list, 'Data Grid').getAttribute('aria-expanded')).toBe('true');
    expect(button(list, 'Rows').getAttribute('aria-expanded')).toBe('true');
    expect(button(list, 'Columns').getAttribute('aria-expanded')).toBe('false');
    expect((button(list, 'Columns').nextElementSibling as HTMLElement).hidden).toBe(true);
  });
});
