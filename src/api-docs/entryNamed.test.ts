import { entryNamed, productOfPackage } from './entryNamed';

describe('entryNamed', () => {
  const entries = [
    { name: 'Toolbar', product: 'data-grid', slug: 'toolbar' },
    { name: 'Toolbar', product: 'charts', slug: 'toolbar' },
    { name: 'GridColDef', product: 'data-grid', slug: 'grid-col-def' },
  ] as const;

  it("prefers the asking product's entry when two products share a name", () => {
    expect(entryNamed(entries, 'Toolbar', 'charts')?.product).toBe('charts');
    expect(entryNamed(entries, 'Toolbar', 'data-grid')?.product).toBe('data-grid');
  });

  it('falls back to the only entry of that name, and to nothing for an unknown name', () => {
    expect(entryNamed(entries, 'GridColDef', 'charts')?.product).toBe('data-grid');
    expect(entryNamed(entries, 'Nope', 'charts')).toBeUndefined();
  });
});

describe('productOfPackage', () => {
  it('reads the product of a package or one of its entry points', () => {
    expect(productOfPackage('@mui/x-data-grid-premium')).toBe('data-grid');
    expect(productOfPackage('@mui/x-charts-pro/FunnelChart')).toBe('charts');
    expect(productOfPackage('@mui/x-date-pickers/AdapterDayjs')).toBe('date-pickers');
    expect(productOfPackage('@mui/x-license')).toBeUndefined();
  });
});
