import { demoPageIdOfRoute } from './demoPageIdOfRoute';
import type { SiteRoute } from './route';

const route = (kind: SiteRoute['kind'], canonicalPathname: string): SiteRoute => ({
  kind,
  canonicalPathname,
  languages: ['en'],
});

describe('demoPageIdOfRoute', () => {
  it('gives a docs page the folder of its markdown', () => {
    expect(demoPageIdOfRoute(route('docs', '/x/react-data-grid/editing/persistence'))).toBe(
      'data-grid/editing/persistence',
    );
    expect(demoPageIdOfRoute(route('docs', '/x/react-charts'))).toBe('charts');
  });

  it("gives the landing page its kind's own folder, data/landing/", () => {
    expect(demoPageIdOfRoute(route('landing', '/'))).toBe('landing');
  });

  it('gives kinds without demos none', () => {
    expect(demoPageIdOfRoute(route('versions', '/versions'))).toBeNull();
    expect(demoPageIdOfRoute(route('api', '/x/api/data-grid/data-grid'))).toBeNull();
  });
});
