import { isLanguageExempt, pathnameInLanguage, pathnameToLanguage } from './pathnameToLanguage';

describe('pathnameToLanguage', () => {
  it('reads no prefix as English and keeps the path', () => {
    expect(pathnameToLanguage('/x/introduction/')).toEqual({
      userLanguage: 'en',
      canonicalAs: '/x/introduction/',
      canonicalAsServer: '/x/introduction/',
      canonicalPathname: '/x/introduction',
    });
  });

  it('reads a supported prefix followed by a slash as the language and removes it', () => {
    expect(pathnameToLanguage('/zh/x/introduction/')).toEqual({
      userLanguage: 'zh',
      canonicalAs: '/x/introduction/',
      canonicalAsServer: '/x/introduction/',
      canonicalPathname: '/x/introduction',
    });
    expect(pathnameToLanguage('/pt/x/').userLanguage).toBe('pt');
  });

  it('does not read a bare code without a trailing slash as a prefix', () => {
    expect(pathnameToLanguage('/zh')).toMatchObject({
      userLanguage: 'en',
      canonicalAs: '/zh',
      canonicalPathname: '/zh',
    });
  });

  it('does not read a longer segment starting with a code as a prefix', () => {
    expect(pathnameToLanguage('/zhx/a')).toMatchObject({ userLanguage: 'en', canonicalAs: '/zhx/a' });
  });

  it('ignores unsupported and upper-case codes', () => {
    expect(pathnameToLanguage('/fr/x/')).toMatchObject({ userLanguage: 'en', canonicalAs: '/fr/x/' });
    expect(pathnameToLanguage('/ZH/x/')).toMatchObject({ userLanguage: 'en', canonicalAs: '/ZH/x/' });
  });

  it('treats an explicit /en/ prefix as English and removes it', () => {
    expect(pathnameToLanguage('/en/x/')).toMatchObject({
      userLanguage: 'en',
      canonicalAs: '/x/',
      canonicalPathname: '/x',
    });
  });

  it('maps a leading /api to /api-docs in the docs path only', () => {
    expect(pathnameToLanguage('/api/x/')).toMatchObject({ canonicalAs: '/api/x/', canonicalPathname: '/api-docs/x' });
    expect(pathnameToLanguage('/zh/api/button/')).toMatchObject({ canonicalPathname: '/api-docs/button' });
    expect(pathnameToLanguage('/apis/x/').canonicalPathname).toBe('/apis/x');
    expect(pathnameToLanguage('/x/api/data-grid/').canonicalPathname).toBe('/x/api/data-grid');
  });

  it('drops the hash from the server form and keeps it in canonicalAs', () => {
    expect(pathnameToLanguage('/zh/x/introduction/#usage')).toMatchObject({
      canonicalAs: '/x/introduction/#usage',
      canonicalAsServer: '/x/introduction/',
      canonicalPathname: '/x/introduction',
    });
  });

  it('keeps the root as /', () => {
    expect(pathnameToLanguage('/')).toMatchObject({ userLanguage: 'en', canonicalPathname: '/' });
    expect(pathnameToLanguage('/zh/')).toMatchObject({ userLanguage: 'zh', canonicalAs: '/', canonicalPathname: '/' });
  });

  it('leaves doubled slashes alone rather than guessing', () => {
    expect(pathnameToLanguage('//zh/x/')).toMatchObject({ userLanguage: 'en', canonicalAs: '//zh/x/' });
    expect(pathnameToLanguage('/zh//x/')).toMatchObject({ userLanguage: 'zh', canonicalAs: '//x/' });
  });

  it('strips the query from the docs path', () => {
    expect(pathnameToLanguage('/x/a/?userLanguage=zh').canonicalPathname).toBe('/x/a');
  });
});

describe('language-exempt paths', () => {
  it('exempts the blog and the size snapshot only', () => {
    expect(isLanguageExempt('/blog/')).toBe(true);
    expect(isLanguageExempt('/blog/post/')).toBe(true);
    expect(isLanguageExempt('/size-snapshot/')).toBe(true);
    expect(isLanguageExempt('/blogs/')).toBe(false);
    expect(isLanguageExempt('/x/blog/')).toBe(false);
  });

  it('never prefixes an exempt path', () => {
    expect(pathnameInLanguage('/blog/', 'zh')).toBe('/blog/');
    expect(pathnameInLanguage('/x/introduction/', 'zh')).toBe('/zh/x/introduction/');
    expect(pathnameInLanguage('/x/introduction/', 'en')).toBe('/x/introduction/');
  });
});
