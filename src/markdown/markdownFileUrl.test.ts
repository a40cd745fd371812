import { STYLING_FOLDERS } from '../demos/demoLayout';
import { markdownFileUrl } from './markdownFileUrl';

const ts = { codeVariant: 'TS', codeStyling: 'MUI System' } as const;

describe('markdownFileUrl', () => {
  it('puts the Markdown beside the page, language prefix kept', () => {
    expect(markdownFileUrl('/x/react-data-grid/sorting/', [], ts)).toBe('/x/react-data-grid/sorting.md');
    expect(markdownFileUrl('/zh/x/introduction/', [], ts)).toBe('/zh/x/introduction.md');
    expect(markdownFileUrl('/', [], ts)).toBe('/index.md');
  });

  it('has one file for a page without demos, whatever the choice', () => {
    expect(markdownFileUrl('/blog/', [], { codeVariant: 'JS', codeStyling: 'Tailwind' })).toBe('/blog.md');
  });

  it("names the variant and the styling of a page's demos", () => {
    const stylings = ['MUI System', 'Tailwind'] as const;
    const url = (codeVariant: 'JS' | 'TS', codeStyling: 'MUI System' | 'Tailwind' | 'CSS') =>
      markdownFileUrl('/x/react-data-grid/style/', stylings, { codeVariant, codeStyling });
    expect(url('TS', 'MUI System')).toBe('/x/react-data-grid/style.md');
    expect(url('JS', 'MUI System')).toBe('/x/react-data-grid/style.js.md');
    expect(url('TS', 'Tailwind')).toBe('/x/react-data-grid/style.tailwind.md');
    expect(url('JS', 'Tailwind')).toBe('/x/react-data-grid/style.tailwind.js.md');
    // No demo of the page is written with CSS modules: MUI System, as the demos show.
    expect(url('JS', 'CSS')).toBe('/x/react-data-grid/style.js.md');
  });
});

describe('styling suffixes', () => {
  it("are the names of the stylings' folders in data/", () => {
    for (const styling of ['Tailwind', 'CSS'] as const) {
      expect(markdownFileUrl('/x/a/', [styling], { codeVariant: 'TS', codeStyling: styling })).toBe(
        `/x/a.${STYLING_FOLDERS[styling]}.md`,
      );
    }
  });
});
