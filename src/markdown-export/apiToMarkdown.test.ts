import { apiEntryMarkdown } from './apiToMarkdown';
import { FIXTURE_LIST_ENTRY as entry } from '../../test/fixtures/api/fixtureListEntry';

describe('apiEntryMarkdown', () => {
  const markdown = apiEntryMarkdown(entry, () => null);

  it('says what the ref takes', () => {
    expect(markdown).toContain('The `ref` prop takes a `React.Ref<HTMLDivElement>`.');
  });

  it('says that the props type takes DOM attributes and names the type parameters once', () => {
    expect(markdown).toContain('also accepts the attributes of a `HTMLDivElement`');
    expect(markdown).toContain('the type parameters of `FixtureList`: `R extends object = object`.');
  });

  it('gives a slot the global class of its element', () => {
    expect(markdown).toContain(
      '| `toolbar` | `FixtureToolbar` | `.MuiFixtureList-toolbar` | The bar above the rows. |',
    );
    expect(markdown).toContain('| `footer` |  |  | The bar below the rows. |');
  });

  it('writes a default that is a sentence as Markdown text, and a value as code', () => {
    const members = [
      {
        name: 'dense',
        type: 'boolean',
        default: '`true` on a phone, `false` otherwise.',
        description: '',
        required: false,
      },
      { name: 'rows', type: 'number', default: '25', description: '', required: false },
    ];
    const withMembers = apiEntryMarkdown({ ...entry, members }, () => null);
    expect(withMembers).toContain('| `dense` | `boolean` | `true` on a phone, `false` otherwise. |');
    expect(withMembers).toContain('| `rows` | `number` | `25` |');
  });

  it('ends with the theme key and an example theme', () => {
    expect(markdown).toMatch(
      /## Theme\n\nDefault props and style overrides for every instance go under `MuiFixtureList`/,
    );
    expect(markdown).toContain("import type {} from '@fixture/x/themeAugmentation';");
    expect(markdown).toContain('      styleOverrides: {\n        root: {},');
  });
});
