import { addStylesheet, afterPageLoad, ICON_FONT_STYLESHEET } from './loadIconFont';

afterEach(() => {
  document.head.innerHTML = '';
});

describe('addStylesheet', () => {
  it('adds the icon-font stylesheet from our own origin, once', () => {
    expect(ICON_FONT_STYLESHEET.startsWith('/')).toBe(true);
    const first = addStylesheet(document, ICON_FONT_STYLESHEET);
    const second = addStylesheet(document, ICON_FONT_STYLESHEET);
    expect(second).toBe(first);
    const links = document.head.querySelectorAll('link[rel="stylesheet"]');
    expect(links).toHaveLength(1);
    expect(links[0].getAttribute('href')).toBe(ICON_FONT_STYLESHEET);
  });
});

describe('afterPageLoad', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function fakeWindow(readyState: DocumentReadyState) {
    const target = new EventTarget();
    return {
      document: { readyState },
      addEventListener: target.addEventListener.bind(target),
      removeEventListener: target.removeEventListener.bind(target),
      dispatchEvent: target.dispatchEvent.bind(target),
      setTimeout: window.setTimeout.bind(window),
      clearTimeout: window.clearTimeout.bind(window),
    };
  }

  it('waits for the load event, then for the next task', () => {
    const win = fakeWindow('interactive');
    const task = jest.fn();
    afterPageLoad(win, task);
    jest.runAllTimers();
    expect(task).not.toHaveBeenCalled();
    win.dispatchEvent(new Event('load'));
    expect(task).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs soon on a page already loaded (a client-side navigation)', () => {
    const task = jest.fn();
    afterPageLoad(fakeWindow('complete'), task);
    expect(task).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled', () => {
    const win = fakeWindow('loading');
    const task = jest.fn();
    const cancel = afterPageLoad(win, task);
    cancel();
    win.dispatchEvent(new Event('load'));
    jest.runAllTimers();
    expect(task).not.toHaveBeenCalled();
  });
});
