import { serverListHtml } from './serverListHtml';

function serverList(id: string, html: string) {
  const list = document.createElement('ul');
  list.id = id;
  list.innerHTML = html;
  document.body.append(list);
  return list;
}

describe('serverListHtml', () => {
  it('reads the list once: later changes to the page do not change what it returns', () => {
    const list = serverList('list-once', '<li>Installation</li>');
    expect(serverListHtml('list-once')).toBe('<li>Installation</li>');
    list.innerHTML = '<li>Changed</li>';
    expect(serverListHtml('list-once')).toBe('<li>Installation</li>');
  });

  it('gives the HTML only for the data of the first call, the data the server rendered', () => {
    serverList('list-nav', '<li>Installation</li>');
    const englishNav = [{ key: '/x/introduction/installation', title: 'Installation' }];
    const chineseNav = [{ key: '/x/introduction/installation', title: '安装' }];
    expect(serverListHtml('list-nav', englishNav)).toBe('<li>Installation</li>');
    expect(serverListHtml('list-nav', chineseNav)).toBe('');
    expect(serverListHtml('list-nav', englishNav)).toBe('<li>Installation</li>');
    expect(serverListHtml('list-nav')).toBe('<li>Installation</li>');
  });

  it('is empty for a list the page does not have', () => {
    expect(serverListHtml('no-such-list')).toBe('');
  });

  it('finds a list the server rendered in a closed group, inside a template', () => {
    serverList('list-outer', '<li><template><ul id="list-closed-group"><li>GridColDef</li></ul></template></li>');
    expect(serverListHtml('list-closed-group')).toBe('<li>GridColDef</li>');
  });
});
