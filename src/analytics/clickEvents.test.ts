import { seededRandom } from '../../test/unit/seededRandom';
import { clickEventFor, DEFAULT_CLICK_ACTION, listenToClicks, parseSplit } from './clickEvents';

function render(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.body;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('parseSplit', () => {
  it('reads a fraction between 0 and 1', () => {
    expect(parseSplit('0.1')).toBe(0.1);
    expect(parseSplit('0')).toBe(0);
    expect(parseSplit('1')).toBe(1);
  });

  it('keeps every event for a missing or malformed split', () => {
    for (const value of [null, undefined, '', ' ', 'half', '1.5', '-0.2', 'NaN', 'Infinity']) {
      expect(parseSplit(value)).toBe(1);
    }
  });
});

describe('clickEventFor', () => {
  it('uses the nearest element with a category, from a click on a child', () => {
    render(`
      <div data-ga-event-category="outer" data-ga-event-action="outer-action">
        <a data-ga-event-category="toc" data-ga-event-action="anchor" data-ga-event-label="Sorting">
          <span id="child">Sorting</span>
        </a>
      </div>`);
    expect(clickEventFor(document.getElementById('child'), () => 0)).toEqual({
      category: 'toc',
      action: 'anchor',
      label: 'Sorting',
    });
  });

  it('sends nothing for an element outside any tracked element', () => {
    render('<p id="plain">text</p>');
    expect(clickEventFor(document.getElementById('plain'), () => 0)).toBeNull();
    expect(clickEventFor(null, () => 0)).toBeNull();
  });

  it('ignores an empty category and fills a missing action', () => {
    render(
      '<button id="empty" data-ga-event-category="">x</button><button id="noaction" data-ga-event-category="c">y</button>',
    );
    expect(clickEventFor(document.getElementById('empty'), () => 0)).toBeNull();
    expect(clickEventFor(document.getElementById('noaction'), () => 0)).toEqual({
      category: 'c',
      action: DEFAULT_CLICK_ACTION,
    });
  });

  it('keeps about the split fraction of the events (seeded random)', () => {
    render('<button id="b" data-ga-event-category="c" data-ga-event-action="a" data-ga-event-split="0.1">b</button>');
    const button = document.getElementById('b');
    const random = seededRandom(42);
    let kept = 0;
    for (let i = 0; i < 10000; i += 1) {
      if (clickEventFor(button, random)) kept += 1;
    }
    expect(kept).toBeGreaterThan(900);
    expect(kept).toBeLessThan(1100);
  });

  it('keeps an event exactly when the draw is below the split', () => {
    render('<button id="b" data-ga-event-category="c" data-ga-event-split="0.25">b</button>');
    const button = document.getElementById('b');
    expect(clickEventFor(button, () => 0.2499)).not.toBeNull();
    expect(clickEventFor(button, () => 0.25)).toBeNull();
  });

  it('drops every event for a split of 0', () => {
    render('<button id="b" data-ga-event-category="c" data-ga-event-split="0">b</button>');
    expect(clickEventFor(document.getElementById('b'), () => 0)).toBeNull();
  });
});

describe('listenToClicks', () => {
  it('sends the events of clicks through one document listener until removed', () => {
    render('<button id="b" data-ga-event-category="c" data-ga-event-action="a" data-ga-event-label="l">b</button>');
    const send = jest.fn();
    const addListener = jest.spyOn(document, 'addEventListener');
    const stop = listenToClicks(document, send, () => 0);
    expect(addListener.mock.calls.filter(([type]) => type === 'click')).toHaveLength(1);
    document.getElementById('b')?.click();
    expect(send).toHaveBeenCalledWith({ category: 'c', action: 'a', label: 'l' });
    stop();
    document.getElementById('b')?.click();
    expect(send).toHaveBeenCalledTimes(1);
    addListener.mockRestore();
  });
});
