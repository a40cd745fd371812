import { createPackageLoader, type PackageGroup } from './packageLoader';

describe('createPackageLoader', () => {
  const setup = () => {
    const calls: string[] = [];
    const group =
      (name: string, modules: Record<string, object>): (() => Promise<PackageGroup>) =>
      async () => {
        calls.push(name);
        return { modules };
      };
    const grid = group('grid', { '@mui/x-data-grid': { DataGrid: 'grid' }, '@mui/x-data-grid/locales': { frFR: {} } });
    const dayjs = group('dayjs', { dayjs: { default: 'dayjs' } });
    const loader = createPackageLoader({
      '@mui/x-data-grid': grid,
      '@mui/x-data-grid/locales': grid,
      dayjs,
    });
    return { calls, loader };
  };

  it('offers the specifiers it has a group for, loaded or not', () => {
    const { loader } = setup();
    expect(loader.offers('dayjs')).toBe(true);
    expect(loader.offers('left-pad')).toBe(false);
    expect(loader.offers('toString')).toBe(false);
  });

  it('loads each group once, with every entry point of it, and nothing it was not asked for', async () => {
    const { calls, loader } = setup();
    await Promise.all([
      loader.load(['@mui/x-data-grid', '@mui/x-data-grid/locales', 'left-pad']),
      loader.load(['@mui/x-data-grid']),
    ]);
    await loader.load(['@mui/x-data-grid/locales']);
    expect(calls).toEqual(['grid']);
    expect(Object.keys(loader.loaded).sort()).toEqual(['@mui/x-data-grid', '@mui/x-data-grid/locales']);
    const grid = loader.loaded['@mui/x-data-grid']();
    expect(grid).toEqual({ __esModule: true, DataGrid: 'grid' });
    expect(loader.loaded['@mui/x-data-grid']()).toBe(grid);
  });

  it('tries a group again after it failed to load', async () => {
    let attempts = 0;
    const loader = createPackageLoader({
      dayjs: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('offline');
        return { modules: { dayjs: {} } };
      },
    });
    await expect(loader.load(['dayjs'])).rejects.toThrow('offline');
    await loader.load(['dayjs']);
    expect(attempts).toBe(2);
    expect(loader.loaded.dayjs).toBeDefined();
  });
});
