/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { isBuildTimeString, SITE_DATA_GLOBAL, siteDataScript } from './siteDataScript';

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

describe('isBuildTimeString', () => {
  it('names no string that the browser code reads', () => {
    const english = JSON.parse(
      fs.readFileSync(path.join(process.cwd(), 'translations/translations.json'), 'utf8'),
    ) as Record<string, unknown>;
    const buildTime = Object.keys(english).filter(isBuildTimeString);
    expect(buildTime).toEqual(expect.arrayContaining(['api-docs', 'subheader-main-features', 'blogDescription']));
    const browserSources = (fs.readdirSync(path.join(process.cwd(), 'src'), { recursive: true }) as string[])
      .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
      .map((file) => fs.readFileSync(path.join(process.cwd(), 'src', file), 'utf8'))
      .join('\n');
    for (const key of buildTime) {
      expect(browserSources).not.toMatch(new RegExp(`t\\(['"\`]${key}`));
    }
  });
});
