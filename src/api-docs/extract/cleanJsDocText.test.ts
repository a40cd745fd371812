import type { ApiEntry } from '../types';
import { cleanJsDocText, leakedInternals, leaksInReference } from './cleanJsDocText';

describe('cleanJsDocText', () => {
  it('drops a TODO line and keeps the rest', () => {
    expect(cleanJsDocText('Gets the list of row ids.\nTODO rows v6: Rename or remove ?')).toBe(
      'Gets the list of row ids.',
    );
  });

  it('turns {@link Name} into an API link and {@link url text} into a markdown link', () => {
    expect(cleanJsDocText('See {@link GridColDef}.')).toBe('See [[GridColDef]].');
    expect(cleanJsDocText('Read {@link https://mui.com/x/react-data-grid/export/ Export}.')).toBe(
      'Read [Export](https://mui.com/x/react-data-grid/export/).',
    );
    expect(cleanJsDocText('Read {@link https://example.com/a}.')).toBe(
      'Read [https://example.com/a](https://example.com/a).',
    );
  });

  it('shows a [[…]] that names no export as code', () => {
    expect(cleanJsDocText('Gets the rows as [[Map<GridRowId, GridRowModel>]].')).toBe(
      'Gets the rows as `Map<GridRowId, GridRowModel>`.',
    );
    expect(cleanJsDocText('A [[GridRowModel]].')).toBe('A [[GridRowModel]].');
  });

  it('sends root-relative links outside /x/ to the MUI site', () => {
    expect(cleanJsDocText('Props of [Input](/material-ui/api/input/).')).toBe(
      'Props of [Input](https://mui.com/material-ui/api/input/).',
    );
    expect(cleanJsDocText('See [sorting](/x/react-data-grid/sorting/).')).toBe(
      'See [sorting](/x/react-data-grid/sorting/).',
    );
  });
});

describe('leakedInternals', () => {
  it('names a TODO note and an unresolved inline tag, and nothing in clean text', () => {
    expect(leakedInternals('TODO: move it')).toEqual(['a TODO note']);
    expect(leakedInternals('See {@inheritDoc Foo}')).toEqual(['an unresolved JSDoc inline tag']);
    expect(leakedInternals('Sorts the rows.')).toEqual([]);
  });
});

describe('leaksInReference', () => {
  const entry = (description: string): ApiEntry => ({
    kind: 'interface',
    name: 'GridApi',
    slug: 'grid-api',
    product: 'data-grid',
    plan: 'community',
    packageName: '@mui/x-data-grid',
    imports: [],
    description: '',
    members: [{ name: 'getAllRowIds', type: '() => GridRowId[]', description, required: true }],
    slots: [],
    classes: [],
  });

  it('names the page and member whose description still has a TODO (the extraction then fails)', () => {
    expect(leaksInReference([entry('Gets the ids. TODO: rename')], [])).toEqual([
      'data-grid/grid-api getAllRowIds: a TODO note',
    ]);
    expect(leaksInReference([entry('Gets the ids.')], [])).toEqual([]);
  });
});
