import { checkApiReferences, type ApiLookup, type ApiPageAnchors } from './checkApiReferences';

const dataGrid: ApiPageAnchors = {
  members: new Set(['sortModel', 'rows']),
  slots: new Set(['toolbar']),
  classes: new Set(['root']),
};
const lookup: ApiLookup = {
  pageByPath: (pathname) => (pathname === '/x/api/data-grid/data-grid' ? dataGrid : null),
  pageByName: (name) => (name === 'DataGrid' ? dataGrid : null),
};

describe('checkApiReferences', () => {
  it('accepts links and code that name what exists', () => {
    const source = [
      'Set [sortModel](/x/api/data-grid/data-grid/#prop-sortModel) or the [toolbar slot](/x/api/data-grid/data-grid/#slot-toolbar).',
      'See [the classes](/x/api/data-grid/data-grid/#classes) and `<DataGrid rows sortModel>`.',
      'Icons such as `<ChevronRightIcon />` are not checked.',
    ].join('\n');
    expect(checkApiReferences(source, lookup)).toEqual([]);
  });

  it('reports unknown pages, anchors, components and props with their line', () => {
    const source = [
      'Intro',
      'A [missing page](/x/api/data-grid/data-grids/) and [a prop](/x/api/data-grid/data-grid/#prop-sortModle).',
      '`<DataGrid sortModle>` and `<DataGridPrro />` and `<Box sx>`.',
    ].join('\n');
    expect(checkApiReferences(source, lookup)).toEqual([
      { line: 2, message: 'link to an API page that does not exist: /x/api/data-grid/data-grids/' },
      { line: 2, message: '/x/api/data-grid/data-grid/ has no "#prop-sortModle"' },
      { line: 3, message: '`<DataGrid>` has no prop "sortModle"' },
      { line: 3, message: '`<DataGridPrro>` names a component the API reference does not have' },
      { line: 3, message: '`<Box>` names a component the API reference does not have' },
    ]);
  });
});
