import { pagesInOrder, scoreQuery, summarize, type RelevanceQuery } from './relevanceScore';

const sortModel: RelevanceQuery = {
  kind: 'name',
  query: 'sortModel',
  answers: [{ page: '/x/api/data-grid/data-grid/', section: 'prop-sortModel' }],
};

describe('pagesInOrder', () => {
  it('lists each page once, where its first link is', () => {
    expect(pagesInOrder(['/a/#one', '/b/', '/a/#two', '/c/#x'])).toEqual(['/a/', '/b/', '/c/']);
  });
});

describe('scoreQuery', () => {
  it('counts the expected section among the first three links', () => {
    const score = scoreQuery(sortModel, [
      '/x/api/data-grid/data-grid/#props',
      '/x/api/data-grid/data-grid/#prop-sortModel',
      '/x/react-data-grid/sorting/',
    ]);
    expect(score).toMatchObject({ pageRank: 0, firstPage: true, top3Page: true, top3Section: true });
  });

  it('misses a section listed fourth, and a page listed after three others', () => {
    const links = ['/a/', '/b/', '/c/', '/x/api/data-grid/data-grid/#prop-sortModel'];
    expect(scoreQuery(sortModel, links)).toMatchObject({
      pageRank: 3,
      firstPage: false,
      top3Page: false,
      top3Section: false,
    });
  });

  it('accepts any link to the page when the answer has no section, and any of several answers', () => {
    const query: RelevanceQuery = {
      kind: 'name',
      query: 'DateCalendar',
      answers: [
        { page: '/x/api/date-pickers/date-calendar/', section: null },
        { page: '/x/react-date-pickers/date-calendar/', section: null },
      ],
    };
    expect(scoreQuery(query, ['/x/react-date-pickers/date-calendar/#basic-usage'])).toMatchObject({
      firstPage: true,
      top3Section: true,
    });
  });

  it('decodes a percent-encoded anchor', () => {
    const query: RelevanceQuery = {
      kind: 'zh',
      query: '对等依赖',
      answers: [{ page: '/zh/x/introduction/installation/', section: '对等依赖' }],
    };
    const href = `/zh/x/introduction/installation/#${encodeURIComponent('对等依赖')}`;
    expect(scoreQuery(query, [href]).top3Section).toBe(true);
  });

  it('scores no results as a miss', () => {
    expect(scoreQuery(sortModel, [])).toMatchObject({ pageRank: null, firstPage: false, top3Section: false });
  });
});

describe('summarize', () => {
  it('gives the share of queries meeting each measure', () => {
    const hit = scoreQuery(sortModel, ['/x/api/data-grid/data-grid/#prop-sortModel']);
    const miss = scoreQuery(sortModel, ['/b/']);
    expect(summarize([hit, miss])).toEqual({ count: 2, firstPage: 0.5, top3Page: 0.5, top3Section: 0.5 });
    expect(summarize([]).firstPage).toBe(0);
  });
});
