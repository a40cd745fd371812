import { GUIDE_KEYWORDS, guideKeywords } from './guideKeywords';

describe('guideKeywords', () => {
  it('finds a page with or without its trailing slash', () => {
    expect(guideKeywords('/x/react-data-grid/column-visibility/')).toContain('hide column');
    expect(guideKeywords('/x/react-data-grid/column-visibility')).toContain('hide column');
    expect(guideKeywords('/x/unknown/')).toEqual([]);
  });

  it('keys guides by canonical path, never an API page', () => {
    for (const path of Object.keys(GUIDE_KEYWORDS)) {
      expect(path).toMatch(/^\/x\/(?!api\/)[a-z0-9/-]+[a-z0-9]$/);
    }
  });
});
