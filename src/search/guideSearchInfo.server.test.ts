import path from 'node:path';
import { guideSearchInfo, guideSearchInfoOf } from './guideSearchInfo.server';

describe('guideSearchInfoOf', () => {
  it("reads a guide's title and the searchKeywords of its front matter", () => {
    const source =
      '---\nproductId: x-data-grid\nsearchKeywords: [freeze column, sticky column]\n---\n\n# Column pinning\n\nText.\n';
    expect(guideSearchInfoOf(source, 'pinning.md')).toEqual({
      title: 'Column pinning',
      keywords: ['freeze column', 'sticky column'],
    });
  });

  it('gives no keywords to a guide without them, and names the file of a wrong front matter', () => {
    expect(guideSearchInfoOf('---\nproductId: x-charts\n---\n\n# Legend\n', 'legend.md').keywords).toEqual([]);
    expect(() =>
      guideSearchInfoOf('---\nproductId: x-charts\nsearchKeywords: legend\n---\n# Legend\n', 'legend.md'),
    ).toThrow(/legend\.md: invalid front matter \(searchKeywords/);
  });
});

describe('guideSearchInfo', () => {
  const dataDir = path.join(process.cwd(), 'data');

  it("reads a route's English guide, and nothing for a route without one (an API page)", () => {
    expect(guideSearchInfo(dataDir, '/x/react-data-grid/column-pinning')?.keywords).toContain('freeze column');
    expect(guideSearchInfo(dataDir, '/x/api/data-grid/data-grid')).toBeNull();
    expect(guideSearchInfo(dataDir, '/')).toBeNull();
  });
});
