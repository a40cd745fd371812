import {
  API_NAME_WEIGHTS,
  MINOR_WEIGHTS,
  apiDemoGuides,
  apiPageRole,
  componentNameWeight,
  weighApiPage,
  weighForSearch,
} from './searchIndexWeights';

const row = (id: string, name: string, extra = '') =>
  `<tr id="${id}" data-pagefind-title="${name}"><td><a class="api-name" href="#${id}" data-pagefind-weight="10">${name}</a>${extra}</td><td>text</td></tr>`;
const apiPage = ({ section, demos }: { section: 'props' | 'properties'; demos: boolean }) =>
  `<html><head></head><body><main data-pagefind-body><h1>X API</h1><h2 id="${section}">Props</h2><table>${row(
    'prop-sortModel',
    'sortModel',
  )}${row('prop-oldProp', 'oldProp', '<span class="api-flag api-deprecated">Deprecated</span>')}${row(
    'classes-root',
    'MuiX-root',
  )}</table><h2 id="demos">Demos</h2>${
    demos ? '<ul class="api-demos"><li><a href="/x/a/">A</a></li></ul>' : '<p>None</p>'
  }</main></body></html>`;

describe('apiPageRole', () => {
  it('tells components used in demos from internal parts and interfaces', () => {
    expect(apiPageRole(apiPage({ section: 'props', demos: true }))).toBe('component');
    expect(apiPageRole(apiPage({ section: 'props', demos: false }))).toBe('part');
    expect(apiPageRole(apiPage({ section: 'properties', demos: false }))).toBe('interface');
    expect(apiPageRole('<h1>Sorting</h1><h2 id="the-sort-model">x</h2>')).toBeNull();
  });
});

describe('weighApiPage', () => {
  /** Each row's id, its own weight (null when none) and its name link's weight. */
  const weights = (html: string) =>
    [...html.matchAll(/<tr\b([^>]*)>(.*?)<\/tr>/g)].map(([, attributes, cells]) => [
      /id="([^"]+)"/.exec(attributes)?.[1],
      /data-pagefind-weight="([\d.]+)"/.exec(attributes)?.[1] ?? null,
      Number(/class="api-name"[^>]*data-pagefind-weight="([\d.]+)"/.exec(cells)?.[1]),
    ]);

  it('weighs names by the role of the page, deprecated and class rows less', () => {
    const html = weighApiPage(apiPage({ section: 'props', demos: true }), 'component');
    expect(weights(html)).toEqual([
      ['prop-sortModel', null, componentNameWeight(1)],
      ['prop-oldProp', String(MINOR_WEIGHTS.deprecatedRow), MINOR_WEIGHTS.deprecatedName],
      [undefined, String(MINOR_WEIGHTS.classRow), MINOR_WEIGHTS.className],
    ]);
    expect(weights(weighApiPage(apiPage({ section: 'properties', demos: false }), 'interface'))[0]).toEqual([
      'prop-sortModel',
      null,
      API_NAME_WEIGHTS.interface,
    ]);
  });

  it('keeps a CSS class row’s names only, not as a result of its own', () => {
    const html = weighApiPage(apiPage({ section: 'props', demos: true }), 'component');
    const classRow = /<tr[^>]*>(?:(?!<tr)[\s\S])*MuiX-root[\s\S]*?<\/tr>/.exec(html)?.[0] ?? '';
    expect(classRow).not.toMatch(/\bid=|data-pagefind-title/);
    expect(classRow).toContain('<td data-pagefind-ignore="all">text</td></tr>');
    expect(classRow).toContain('>MuiX-root</a>');
  });

  it('leaves the list of demos out', () => {
    expect(weighApiPage(apiPage({ section: 'props', demos: true }), 'component')).toContain(
      '<ul class="api-demos" data-pagefind-ignore="all">',
    );
  });

  it('weighs a component used in more guides more, from above an internal part up to 10', () => {
    expect([1, 2, 3, 8, 16, 53].map(componentNameWeight)).toEqual([5, 6, 6, 8, 9, 10]);
    expect(componentNameWeight(1)).toBeGreaterThan(API_NAME_WEIGHTS.part);
  });

  it('counts the guides of the demos section', () => {
    expect(apiDemoGuides('<ul class="api-demos"><li>a</li><li>b</li></ul>')).toBe(2);
    expect(apiDemoGuides('<p>None</p>')).toBe(0);
  });
});

describe('weighForSearch', () => {
  it('adds the keywords of a guide as metadata, escaped', () => {
    const html = weighForSearch('<html><head></head><body><h1>Column visibility</h1></body></html>', '/x/a/', [
      'hide column',
      'a "quoted" word',
    ]);
    expect(html).toContain('<meta data-pagefind-meta="keywords:hide column, a &quot;quoted&quot; word"></head>');
  });

  it('leaves a guide without keywords as it is', () => {
    const html = '<html><head></head><body><h1>Sorting</h1></body></html>';
    expect(weighForSearch(html, '/x/a/', [])).toBe(html);
  });
});
