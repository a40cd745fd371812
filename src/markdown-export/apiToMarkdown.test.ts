import type { ApiEntry } from '../api-docs/types';
import { apiEntryMarkdown } from './apiToMarkdown';

const entry: ApiEntry = {
  kind: 'component',
  name: 'FixtureList',
  slug: 'fixture-list',
  product: 'data-grid',
  plan: 'pro',
  packageName: '@fixture/x',
  imports: ["import { FixtureList } from '@fixture/x';"],
  description: 'A list.',
  members: [],
  slots: [],
  classes: [{ key: 'root', className: 'MuiFixtureList-root', description: 'The root.' }],
  refElement: 'HTMLDivElement',
  theme: { key: 'MuiFixtureList', styleOverrides: true, augmentation: '@fixture/x/themeAugmentation' },
};

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
