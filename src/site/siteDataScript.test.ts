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
