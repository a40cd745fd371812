import { apiEntryMarkdown } from './apiToMarkdown';
import { FIXTURE_LIST_ENTRY as entry } from '../../test/fixtures/api/fixtureListEntry';

describe('apiEntryMarkdown', () => {
  const markdown = apiEntryMarkdown(entry, () => null);

  it('says what the ref takes', () => {
    expect(markdown).toContain('The `ref` prop takes a `React.Ref<HTMLDivElement>`.');
  });

  it('ends with the theme key and an example theme', () => {
    expect(markdown).toMatch(
      /## Theme\n\nDefault props and style overrides for every instance go under `MuiFixtureList`/,
    );
    expect(markdown).toContain("import type {} from '@fixture/x/themeAugmentation';");
    expect(markdown).toContain('      styleOverrides: {\n        root: {},');
  });
});
