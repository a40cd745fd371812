import type { SearchAnswer } from './answers';
import { answerLinks, relevanceArguments } from './mcpRelevance';

describe('relevanceArguments', () => {
  it('asks on the query’s page: its language, its product first', () => {
    expect(
      relevanceArguments({ kind: 'task', query: 'legend', from: '/pt/x/react-charts/bars/', answers: [] }),
    ).toEqual({ query: 'legend', language: 'pt', product: 'charts' });
  });

  it('asks a query without a page on the introduction of its language, with no product', () => {
    expect(relevanceArguments({ kind: 'name', query: 'sortModel', answers: [] })).toEqual({
      query: 'sortModel',
      language: 'en',
    });
    expect(relevanceArguments({ kind: 'zh', query: '排序', answers: [] })).toEqual({ query: '排序', language: 'zh' });
  });
});

describe('answerLinks', () => {
  it('lists each page’s sections, page after page', () => {
    const section = (url: string) => ({ kind: 'heading' as const, title: url, url, excerpt: '' });
    const answer: SearchAnswer = {
      query: 'sort',
      correctedTo: null,
      total: 2,
      results: [
        { title: 'A', url: '/a/', product: null, kind: 'guide', sections: [section('/a/#x'), section('/a/#y')] },
        { title: 'B', url: '/b/', product: null, kind: 'guide', sections: [section('/b/')] },
      ],
    };
    expect(answerLinks(answer)).toEqual(['/a/#x', '/a/#y', '/b/']);
  });
});
