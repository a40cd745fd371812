import { openNavGroups, setNavGroupOpen } from './navGroups';

// As the server renders it: the open group's entries in a div, a closed group's in a template.
function serverList() {
  const list = document.createElement('ul');
  list.innerHTML =
    '<li><button data-nav-key="/x/react-data-grid--" aria-expanded="true">Data Grid</button><div>' +
    '<ul><li><button data-nav-key="/x/react-data-grid/columns--" aria-expanded="false">Columns</button>' +
    '<template><ul><li><a href="/x/react-data-grid/column-pinning/">Column pinning</a></li>' +
    '<li><button data-nav-key="/x/react-data-grid/columns/recipes--" aria-expanded="false">Recipes</button>' +
    '<template><ul><li><a href="/x/react-data-grid/recipes-columns/">Columns recipes</a></li></ul></template>' +
    '</li></ul></template></li>' +
    '<li><button data-nav-key="/x/react-data-grid/rows--" aria-expanded="false">Rows</button>' +
    '<template><ul></ul></template></li></ul></div></li>';
  return list;
}

const button = (list: HTMLElement, name: string) =>
  Array.from(list.querySelectorAll('button')).find((element) => element.textContent === name) as HTMLButtonElement;
const linkNames = (list: HTMLElement) => Array.from(list.querySelectorAll('a'), (link) => link.textContent);

describe('drawer groups of the server-rendered list', () => {
  it("keeps a closed group's entries out of the list until it opens, then hides and shows them", () => {
    const list = serverList();
    expect(linkNames(list)).toEqual([]);
    const columns = button(list, 'Columns');
    setNavGroupOpen(columns, true);
    expect(columns.getAttribute('aria-expanded')).toBe('true');
    expect(columns.nextElementSibling?.tagName).toBe('DIV');
    expect((columns.nextElementSibling as HTMLElement).hidden).toBe(false);
    expect(linkNames(list)).toEqual(['Column pinning']);
    setNavGroupOpen(columns, false);
    expect(columns.getAttribute('aria-expanded')).toBe('false');
    expect((columns.nextElementSibling as HTMLElement).hidden).toBe(true);
    setNavGroupOpen(columns, true);
    expect(linkNames(list)).toEqual(['Column pinning']);
  });

  it('opens the groups named by key, nested ones too, and leaves the others as they are', () => {
    const list = serverList();
    openNavGroups(list, [
      '/x/react-data-grid--',
      '/x/react-data-grid/columns--',
      '/x/react-data-grid/columns/recipes--',
    ]);
    expect(button(list, 'Columns').getAttribute('aria-expanded')).toBe('true');
    expect(button(list, 'Recipes').getAttribute('aria-expanded')).toBe('true');
    expect(linkNames(list)).toEqual(['Column pinning', 'Columns recipes']);
    expect(button(list, 'Rows').getAttribute('aria-expanded')).toBe('false');
    expect(button(list, 'Rows').nextElementSibling?.tagName).toBe('TEMPLATE');
  });
});
