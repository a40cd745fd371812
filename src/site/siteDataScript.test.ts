/**
 * @jest-environment node
 */
import vm from 'node:vm';
import { SITE_DATA_GLOBAL, siteDataScript } from './siteDataScript';

describe('siteDataScript', () => {
  it('stores the data of its language beside the other languages', () => {
    const data = { nav: [{ key: '/x', title: 'A "quoted" </script> title', href: '/x/' }], strings: { hi: '你好' } };
    const context: Record<string, unknown> = {};
    context.self = context;
    vm.runInNewContext(siteDataScript('zh', data), context);
    vm.runInNewContext(siteDataScript('en', { nav: [], strings: {} }), context);
    expect(context[SITE_DATA_GLOBAL]).toEqual({ zh: data, en: { nav: [], strings: {} } });
  });
});

describe('the browser copy of the site data', () => {
  it('leaves out the entries of API groups and the strings only the build uses', () => {
    const data = {
      nav: [
        {
          key: '/x/react-data-grid--',
          title: 'Data Grid',
          children: [
            { key: '/x/react-data-grid', title: 'Overview' },
            {
              key: '/x/api/data-grid--',
              title: 'API reference',
              apiProduct: 'data-grid',
              children: [{ key: '/x/api/data-grid/data-grid', title: 'DataGrid' }],
            },
          ],
        },
      ],
      strings: { hi: 'Hello', 'api-docs': { props: 'Props' } },
    };
    const context: Record<string, unknown> = {};
    context.self = context;
    vm.runInNewContext(siteDataScript('en', data), context);
    expect(context[SITE_DATA_GLOBAL]).toEqual({
      en: {
        nav: [
          {
            key: '/x/react-data-grid--',
            title: 'Data Grid',
            children: [
              { key: '/x/react-data-grid', title: 'Overview' },
              { key: '/x/api/data-grid--', title: 'API reference', apiProduct: 'data-grid' },
            ],
          },
        ],
        strings: { hi: 'Hello' },
      },
    });
  });
});
