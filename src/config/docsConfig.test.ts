import { siteSourceUrl } from './docsConfig';

describe('links to the site’s own sources', () => {
  const configured = { siteRepository: 'https://github.com/acme/mui-x-docs', siteBranch: 'main' };

  it('opens a guide’s Markdown in the editor and shows a demo’s file, on the configured branch', () => {
    expect(siteSourceUrl(configured, 'edit', 'data/charts/bars/bars.md')).toBe(
      'https://github.com/acme/mui-x-docs/edit/main/data/charts/bars/bars.md',
    );
    expect(siteSourceUrl({ ...configured, siteBranch: 'next' }, 'blob', 'data/charts/bars/BasicBars.tsx')).toBe(
      'https://github.com/acme/mui-x-docs/blob/next/data/charts/bars/BasicBars.tsx',
    );
  });

  it('makes no link when the repository is not configured, rather than one into the MUI X repository', () => {
    expect(siteSourceUrl({ siteRepository: null, siteBranch: 'main' }, 'edit', 'data/charts/bars/bars.md')).toBeNull();
  });
});
