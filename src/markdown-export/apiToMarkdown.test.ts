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

  it('ends with the theme key and an example theme', () => {
    expect(markdown).toMatch(
      /## Theme\n\nDefault props and style overrides for every instance go under `MuiFixtureList`/,
    );
    expect(markdown).toContain("import type {} from '@fixture/x/themeAugmentation';");
    expect(markdown).toContain('      styleOverrides: {\n        root: {},');
  });
});
