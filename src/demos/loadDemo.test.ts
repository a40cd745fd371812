import type { ComponentType } from 'react';
import { loadLiveDemo } from './loadDemo';

// What the page registry, the theme, the labels and the license would load, recorded in order.
const loaded: string[] = [];
const Grid: ComponentType = () => null;
const ThemedDemo: ComponentType = () => null;
const chineseLabels = [{ components: {} }];

let releaseTask: () => void = () => {};
jest.mock('../ui/serialQueue', () => ({
  nextTask: () =>
    new Promise<void>((resolve) => {
      loaded.push('next task');
      releaseTask = resolve;
    }),
}));
jest.mock('../license/applyLicense', () => ({ applyLicense: () => loaded.push('license') }));
jest.mock('./ThemedDemo', () => ({ ThemedDemo }));
jest.mock('./demoLocales', () => ({ DEMO_LOCALES: { en: [], zh: chineseLabels, pt: [] } }));
jest.mock(
  '../../generated/demos/registry',
  () => ({
    pageDemos: {
      'data-grid/style': async () => ({
        default: {
          modules: {
            'data-grid/style/StripedGrid': async () => {
              loaded.push('module');
              return { default: Grid };
            },
          },
          ahead: {
            'data-grid/style/StripedGrid': [async () => loaded.push('grid slots ahead')],
          },
          sources: {},
        },
      }),
    },
  }),
  { virtual: true },
);

/** Lets every settled promise run its callbacks. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  loaded.length = 0;
});

describe('loadLiveDemo', () => {
  it('loads the theme, the labels and the entries ahead first, and the demo’s module only in a later task', async () => {
    const parts = loadLiveDemo('data-grid/style/StripedGrid', 'zh');
    await settle();
    expect(loaded).toEqual(['grid slots ahead', 'next task']);
    releaseTask();
    await expect(parts).resolves.toEqual({ Component: Grid, locales: chineseLabels, ThemedDemo });
    // The license is applied once, before the first module of the page evaluates.
    expect(loaded).toEqual(['grid slots ahead', 'next task', 'license', 'module']);
  });

  it('applies the license only once, whatever the number of demos loaded', async () => {
    const parts = loadLiveDemo('data-grid/style/StripedGrid', 'en');
    await settle();
    releaseTask();
    await expect(parts).resolves.toMatchObject({ Component: Grid, locales: [] });
    expect(loaded).not.toContain('license');
  });

  it('says which module or page it does not know', async () => {
    const unknownModule = loadLiveDemo('data-grid/style/Missing', 'en');
    await settle();
    releaseTask();
    await expect(unknownModule).rejects.toThrow('Unknown demo module "data-grid/style/Missing".');

    await expect(loadLiveDemo('charts/bars/Bars', 'en')).rejects.toThrow('No demos in data/charts/bars/.');
  });
});
