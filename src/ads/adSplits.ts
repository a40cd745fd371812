import { AD_CONSTANTS, type AdLayout } from './adConstants';

/** A source of numbers in [0, 1): `Math.random` in the browser, a seeded one in tests. */
export type RandomSource = () => number;

/** The layout of every ad of a page load, from the session's one random value. */
export function layoutForSessionValue(sessionValue: number): AdLayout {
  return sessionValue < AD_CONSTANTS.inlineLayoutRatio ? 'inline' : 'image';
}

/** With an ad blocker: the appeal (20%) rather than an in-house ad. */
export function drawAdBlockAppeal(random: RandomSource): boolean {
  return random() < AD_CONSTANTS.adBlockAppealRatio;
}

/** One of `items`, each equally likely. */
export function pickOne<T>(items: readonly T[], random: RandomSource): T {
  if (items.length === 0) {
    throw new Error('MUI X docs: there is nothing to pick an ad from.');
  }
  // `Math.min` keeps a source that returns exactly 1 inside the list.
  return items[Math.min(items.length - 1, Math.floor(random() * items.length))];
}

/** Whether this display sends its event: `ratio` of displays do (10% by default). */
export function drawDisplaySample(random: RandomSource, ratio: number = AD_CONSTANTS.displayEventRatio): boolean {
  return random() < ratio;
}
