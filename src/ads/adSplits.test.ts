import { seededRandom } from '../../test/unit/seededRandom';
import { drawAdBlockAppeal, drawDisplaySample, layoutForSessionValue, pickOne } from './adSplits';

const DRAWS = 20_000;

function share(draw: () => boolean): number {
  let hits = 0;
  for (let i = 0; i < DRAWS; i += 1) {
    hits += draw() ? 1 : 0;
  }
  return hits / DRAWS;
}

describe('ad splits', () => {
  it('gives the inline layout to session values below 0.2 and the image layout to the rest', () => {
    expect(layoutForSessionValue(0)).toBe('inline');
    expect(layoutForSessionValue(0.1999)).toBe('inline');
    expect(layoutForSessionValue(0.2)).toBe('image');
    expect(layoutForSessionValue(0.99)).toBe('image');
  });

  it('makes about 20% of page loads inline with a seeded random source', () => {
    const random = seededRandom(7);
    const inline = share(() => layoutForSessionValue(random()) === 'inline');
    expect(inline).toBeGreaterThan(0.19);
    expect(inline).toBeLessThan(0.21);
  });

  it('shows the ad-block appeal to about 20% of readers with a blocker', () => {
    expect(drawAdBlockAppeal(() => 0.19)).toBe(true);
    expect(drawAdBlockAppeal(() => 0.2)).toBe(false);
    const random = seededRandom(11);
    const appeal = share(() => drawAdBlockAppeal(random));
    expect(appeal).toBeGreaterThan(0.19);
    expect(appeal).toBeLessThan(0.21);
  });

  it('samples 10% of displays by default, and another ratio when given one', () => {
    expect(drawDisplaySample(() => 0.099)).toBe(true);
    expect(drawDisplaySample(() => 0.1)).toBe(false);
    const random = seededRandom(42);
    const sampled = share(() => drawDisplaySample(random));
    expect(sampled).toBeGreaterThan(0.09);
    expect(sampled).toBeLessThan(0.11);
    expect(drawDisplaySample(() => 0.4, 0.5)).toBe(true);
  });

  it('picks every item about equally often, and stays in the list for a source returning 1', () => {
    const random = seededRandom(3);
    const counts = new Map<string, number>();
    for (let i = 0; i < DRAWS; i += 1) {
      const item = pickOne(['a', 'b', 'c', 'd', 'e'], random);
      counts.set(item, (counts.get(item) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual(['a', 'b', 'c', 'd', 'e']);
    for (const count of counts.values()) {
      expect(count / DRAWS).toBeGreaterThan(0.18);
      expect(count / DRAWS).toBeLessThan(0.22);
    }
    expect(pickOne(['a', 'b'], () => 1)).toBe('b');
    expect(pickOne(['a', 'b'], () => 0)).toBe('a');
  });

  it('refuses to pick from an empty list', () => {
    expect(() => pickOne([], () => 0.5)).toThrow(/nothing to pick/);
  });
});
