/**
 * @jest-environment node
 */
import path from 'node:path';
import type { ApiEntry } from '../types';
import { extractPackages } from './extractPackages.server';

const fixtureModules = path.join(process.cwd(), 'test/fixtures/api/packages');
const liveModules = path.join(process.cwd(), 'node_modules');
const NO_INTERFACES = { 'data-grid': [], 'date-pickers': [], charts: [], 'tree-view': [] };

const member = (entry: ApiEntry | undefined, name: string) => entry?.members.find((m) => m.name === name);

describe('extractPackages on a fixture declaration file', () => {
  const { entries, excluded } = extractPackages(
    fixtureModules,
    [{ name: '@fixture/x', product: 'data-grid', plan: 'pro' }],
    (name) => (name === 'listClasses' ? { root: 'MuiFixtureList-root', dense: 'MuiFixtureList-dense' } : undefined),
    { interfacesOf: { ...NO_INTERFACES, 'data-grid': ['FixtureModel', 'FixtureScale'] }, methodGroupNames: [] },
  );
  const list = entries.find((entry) => entry.name === 'FixtureList');

  it('finds the component with its plan, imports and own description', () => {
    expect(list).toMatchObject({
      kind: 'component',
      slug: 'fixture-list',
      product: 'data-grid',
      plan: 'pro',
      imports: ["import { FixtureList } from '@fixture/x';", "import { FixtureList } from '@fixture/x/FixtureList';"],
      description: '',
    });
  });

  it('reads a default value and keeps a union as written', () => {
    expect(member(list, 'density')).toMatchObject({
      type: "'compact' | 'standard' | 'comfortable'",
      default: "'standard'",
      description: 'How much room a row takes.',
      required: false,
    });
  });

  it('resolves an inherited prop and marks it required', () => {
    expect(member(list, 'items')).toMatchObject({ type: 'readonly string[]', required: true });
  });

  it('marks a deprecated prop with its message and documents callback parameters', () => {
    expect(member(list, 'dense')?.deprecated).toBe('Use `density` instead, see [[FixtureModel]].');
    expect(member(list, 'dense')?.type).toBe('boolean');
    expect(member(list, 'dense')?.expandedType).toBeUndefined();
    expect(member(list, 'onPick')?.params).toEqual([{ name: 'value', description: 'The picked row.' }]);
  });

  it("names the element its ref takes and its theme key, from the package's themeAugmentation", () => {
    expect(list?.refElement).toBe('HTMLDivElement');
    expect(list?.theme).toEqual({
      key: 'MuiFixtureList',
      styleOverrides: true,
      augmentation: '@fixture/x/themeAugmentation',
    });
  });

  it('leaves out @ignore, unstable_, key, ref and the props React declares, and says it takes DOM attributes', () => {
    const names = list?.members.map((m) => m.name) ?? [];
    expect(names).toEqual(['classes', 'dense', 'density', 'items', 'onPick', 'slots']);
    expect(list?.domAttributes).toBe(true);
  });

  it('lists slots with their default component and classes with their global names, read from the object the declarations type with the classes interface', () => {
    expect(list?.slots).toEqual([
      { name: 'toolbar', description: 'The bar above the rows.', default: 'FixtureToolbar' },
    ]);
    expect(list?.classes).toEqual([
      {
        key: 'dense',
        className: 'MuiFixtureList-dense',
        description: 'Styles applied to the root element when rows are dense.',
      },
      { key: 'root', className: 'MuiFixtureList-root', description: 'Styles applied to the root element.' },
    ]);
  });

  it('extracts a chosen interface and excludes icons with a reason; hooks are not components', () => {
    const model = entries.find((entry) => entry.name === 'FixtureModel');
    expect(model?.kind).toBe('interface');
    expect(member(model, 'field')).toMatchObject({
      type: 'string',
      required: true,
      description: 'The field to sort by.',
    });
    expect(excluded).toEqual([
      { name: 'FixtureIcon', packageName: '@fixture/x', reason: expect.stringMatching(/icon/) },
      { name: 'FixturePlaceholder', packageName: '@fixture/x', reason: expect.stringMatching(/only its import/) },
    ]);
    expect(entries.map((entry) => entry.name).sort()).toEqual(['FixtureList', 'FixtureModel', 'FixtureScale']);
  });

  it('writes out the type a type alias names', () => {
    const scale = entries.find((entry) => entry.name === 'FixtureScale');
    expect(scale).toMatchObject({
      kind: 'interface',
      aliasOf: "'linear' | 'log'",
      description: 'The scales a fixture axis can use.',
    });
    expect(entries.find((entry) => entry.name === 'FixtureModel')?.aliasOf).toBeUndefined();
  });
});

describe('extractPackages across plans and products', () => {
  const { entries, methodGroups } = extractPackages(
    fixtureModules,
    [
      { name: '@fixture/x', product: 'data-grid', plan: 'community' },
      { name: '@fixture/x-pro', product: 'data-grid', plan: 'pro' },
      { name: '@fixture/charts', product: 'charts', plan: 'community' },
    ],
    () => undefined,
    {
      interfacesOf: { ...NO_INTERFACES, 'data-grid': ['FixtureModel', 'FixtureColumn', 'FixtureRowParams'] },
      methodGroupNames: ['FixtureModel'],
    },
  );

  it("lists a feature API's member names as the first package declares them", () => {
    expect(methodGroups).toEqual({ FixtureModel: ['field', 'sort'] });
  });

  it('merges a name a higher plan declares anew: its added member carries that plan, the others none', () => {
    const models = entries.filter((entry) => entry.name === 'FixtureModel');
    expect(models).toHaveLength(1);
    expect(models[0].plan).toBe('community');
    expect(member(models[0], 'pinned')).toMatchObject({ plan: 'pro', description: 'Pins the field to a side.' });
    expect(member(models[0], 'field')?.plan).toBeUndefined();
  });

  it('marks a member a Pro package adds by augmentation, and one its text says needs Premium', () => {
    const column = entries.find((entry) => entry.name === 'FixtureColumn');
    expect(column?.plan).toBe('community');
    expect(member(column, 'pinnable')).toMatchObject({ plan: 'pro', description: 'Whether the column can be pinned.' });
    expect(member(column, 'groupable')?.plan).toBe('premium');
    expect(member(column, 'field')?.plan).toBeUndefined();
  });

  it('names once the type parameters its member types still name, as declared', () => {
    expect(entries.find((entry) => entry.name === 'FixtureRowParams')?.typeParameters).toEqual([
      'R extends object = object',
    ]);
    expect(entries.find((entry) => entry.name === 'FixtureModel')?.typeParameters).toBeUndefined();
  });

  it('gives a name exported by two products a page in each', () => {
    const lists = entries.filter((entry) => entry.name === 'FixtureList');
    expect(lists.map((entry) => entry.product).sort()).toEqual(['charts', 'data-grid']);
  });

  it('writes a type that names a type parameter as the component instantiates it, null kept, undefined left to the required mark', () => {
    const picker = entries.find((entry) => entry.name === 'FixturePicker');
    expect(member(picker, 'onChange')?.type).toBe('(value: Date | null) => void');
    expect(member(picker, 'value')?.type).toBe('Date | null');
  });

  it("leaves out MUI System's style shorthands even when a mapped type dropped their declarations", () => {
    const chartList = entries.find((entry) => entry.name === 'FixtureList' && entry.product === 'charts');
    expect(chartList?.members.map((m) => m.name)).toEqual(['series']);
  });
});

describe('extractPackages on the installed packages', () => {
  const grid = extractPackages(
    liveModules,
    [{ name: '@mui/x-data-grid', product: 'data-grid', plan: 'community' }],
    () => undefined,
    { methodGroupNames: ['GridSortApi'] },
  ).entries;
  const pickers = extractPackages(
    liveModules,
    [{ name: '@mui/x-date-pickers', product: 'date-pickers', plan: 'community' }],
    () => undefined,
    { methodGroupNames: [] },
  ).entries;

  it('lists the DataGrid props, with sortModel typed GridSortModel, and no DOM attribute', () => {
    const dataGrid = grid.find((entry) => entry.name === 'DataGrid');
    const names = dataGrid?.members.map((m) => m.name) ?? [];
    expect(names).toEqual(expect.arrayContaining(['rows', 'columns', 'sortModel', 'onSortModelChange']));
    expect(member(dataGrid, 'sortModel')?.type).toBe('GridSortModel');
    expect(member(dataGrid, 'columns')?.required).toBe(true);
    // `boolean` is not "expanded" to `false | true`, alone or inside a shape.
    expect(member(dataGrid, 'autoHeight')?.expandedType).toBeUndefined();
    expect(member(dataGrid, 'autosizeOptions')?.expandedType).toContain('includeHeaders?: boolean');
    expect(member(dataGrid, 'autosizeOptions')?.expandedType).not.toContain('false | true');
    for (const domAttribute of ['onClick', 'onMouseEnter', 'tabIndex', 'dangerouslySetInnerHTML', 'key', 'ref']) {
      expect(names).not.toContain(domAttribute);
    }
  });

  it('lists the DatePicker value, onChange and slots', () => {
    const datePicker = pickers.find((entry) => entry.name === 'DatePicker');
    expect(datePicker?.members.map((m) => m.name)).toEqual(expect.arrayContaining(['value', 'onChange', 'slots']));
    expect(datePicker?.slots.map((slot) => slot.name)).toEqual(expect.arrayContaining(['textField', 'openPickerIcon']));
  });

  it('extracts GridColDef as an interface with field and headerName', () => {
    const colDef = grid.find((entry) => entry.name === 'GridColDef');
    expect(colDef?.kind).toBe('interface');
    expect(member(colDef, 'field')).toMatchObject({ type: 'string', required: true });
    expect(member(colDef, 'headerName')?.required).toBe(false);
  });
});
