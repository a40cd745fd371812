export interface ClickEvent {
  category: string;
  action: string;
  label?: string;
}

/** Action sent when the element names a category but no action. */
export const DEFAULT_CLICK_ACTION = 'click';

/**
 * The fraction of events kept for `data-ga-event-split`: a number in [0, 1]. Anything else
 * (missing, malformed, out of range) keeps every event.
 */
export function parseSplit(value: string | null | undefined): number {
  if (value == null || value.trim() === '') {
    return 1;
  }
  const split = Number(value);
  return Number.isFinite(split) && split >= 0 && split <= 1 ? split : 1;
}

/**
 * The event a click on `target` sends: that of the nearest element carrying
 * `data-ga-event-category`, or `null` when there is none or sampling drops it
 * (`random()` in [0, 1) is kept when below the split).
 */
export function clickEventFor(target: EventTarget | null, random: () => number): ClickEvent | null {
  if (!(target instanceof Element)) {
    return null;
  }
  const element = target.closest('[data-ga-event-category]');
  const category = element?.getAttribute('data-ga-event-category');
  if (!element || !category) {
    return null;
  }
  if (random() >= parseSplit(element.getAttribute('data-ga-event-split'))) {
    return null;
  }
  const label = element.getAttribute('data-ga-event-label');
  return {
    category,
    action: element.getAttribute('data-ga-event-action') || DEFAULT_CLICK_ACTION,
    ...(label ? { label } : {}),
  };
}

/** One listener on the document for every tracked element; returns its removal. */
export function listenToClicks(
  doc: Document,
  send: (event: ClickEvent) => void,
  random: () => number = Math.random,
): () => void {
  const onClick = (event: MouseEvent) => {
    const clickEvent = clickEventFor(event.target, random);
    if (clickEvent) {
      send(clickEvent);
    }
  };
  doc.addEventListener('click', onClick);
  return () => doc.removeEventListener('click', onClick);
}
