import { createPageViewScheduler, PAGE_VIEW_DELAY_MS, pageViewPayload, type PageViewPayload } from './pageView';

const GRID = { productId: 'x-data-grid', productCategoryId: 'x' } as const;

describe('pageViewPayload', () => {
  it('carries the title, the product ids and the canonical location', () => {
    expect(pageViewPayload('Sorting - MUI X', 'https://mui.com/x/react-data-grid/sorting/', GRID)).toEqual({
      page_title: 'Sorting - MUI X',
      page_location: 'https://mui.com/x/react-data-grid/sorting/',
      productId: 'x-data-grid',
      productCategoryId: 'x',
    });
  });

  it('drops the language prefix and the hash, keeps the query', () => {
    const payload = pageViewPayload('排序', 'https://mui.com/zh/x/react-data-grid/sorting/?tab=a#single-column', GRID);
    expect(payload.page_location).toBe('https://mui.com/x/react-data-grid/sorting/?tab=a');
  });

  it('keeps a first segment that is not a supported language', () => {
    expect(pageViewPayload('t', 'https://mui.com/xx/page/', GRID).page_location).toBe('https://mui.com/xx/page/');
  });
});

describe('createPageViewScheduler', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const payload = (title: string): PageViewPayload => pageViewPayload(title, 'https://mui.com/x/', GRID);

  it('sends after the delay, reading the page when it sends', () => {
    const send = jest.fn();
    const scheduler = createPageViewScheduler(send);
    let title = 'Old title';
    scheduler.schedule(() => payload(title));
    title = 'New title';
    jest.advanceTimersByTime(PAGE_VIEW_DELAY_MS - 1);
    expect(send).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ page_title: 'New title' }));
  });

  it('cancels the page view still waiting when another is scheduled', () => {
    const send = jest.fn();
    const scheduler = createPageViewScheduler(send);
    scheduler.schedule(() => payload('First'));
    jest.advanceTimersByTime(PAGE_VIEW_DELAY_MS / 2);
    scheduler.schedule(() => payload('Second'));
    jest.advanceTimersByTime(PAGE_VIEW_DELAY_MS);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ page_title: 'Second' }));
  });

  it('sends nothing once cancelled', () => {
    const send = jest.fn();
    const scheduler = createPageViewScheduler(send);
    scheduler.schedule(() => payload('Gone'));
    scheduler.cancel();
    jest.advanceTimersByTime(PAGE_VIEW_DELAY_MS * 10);
    expect(send).not.toHaveBeenCalled();
  });
});
