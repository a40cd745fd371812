import type { SitePageProps } from '../index';
import { serializedPageProps } from './serializedPageProps';

/** Just the fields the function reads; the rest of a page's props pass through untouched. */
const pageOfKind = (kind: string) =>
  ({
    kind,
    language: 'en',
    docs: {
      page: {
        title: 'DataGrid API',
        description: 'The props of DataGrid.',
        toc: [{ id: 'props', text: 'Props', children: [] }],
        segments: [
          { type: 'html', html: '<table><tr id="prop-rows"></tr></table>' },
          { type: 'code', html: '<pre>import</pre>', code: 'import', language: 'tsx' },
        ],
      },
    },
  }) as unknown as SitePageProps;

describe('serializedPageProps', () => {
  it("leaves an API page's HTML segments to the document, and keeps its code, table of contents and title", () => {
    const serialized = serializedPageProps(pageOfKind('api'));
    if (!('docs' in serialized)) throw new Error('no docs');
    expect(serialized.docs.page.segments).toEqual([
      { type: 'html', html: '', inDocument: true },
      { type: 'code', html: '<pre>import</pre>', code: 'import', language: 'tsx' },
    ]);
    expect(serialized.docs.page.toc).toHaveLength(1);
    expect(serialized.docs.page.title).toBe('DataGrid API');
  });

  it('does the same for an API tab, and leaves a guide page as it is, without changing its input', () => {
    const tab = pageOfKind('docs-tab');
    const serializedTab = serializedPageProps(tab);
    expect('docs' in serializedTab && serializedTab.docs.page.segments[0]).toMatchObject({ inDocument: true });
    const guide = pageOfKind('docs');
    expect(serializedPageProps(guide)).toBe(guide);
    expect('docs' in tab && tab.docs.page.segments[0]).toMatchObject({
      html: '<table><tr id="prop-rows"></tr></table>',
    });
  });
});
