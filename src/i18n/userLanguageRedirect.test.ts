import { userLanguageRedirect } from './userLanguageRedirect';

describe('userLanguageRedirect', () => {
  it('sends ?userLanguage=zh to the Chinese page, dropping the parameter', () => {
    expect(userLanguageRedirect('/x/introduction/', '?userLanguage=zh', '#usage')).toBe('/zh/x/introduction/#usage');
  });

  it('switches between languages and keeps other parameters', () => {
    expect(userLanguageRedirect('/zh/x/a/', '?userLanguage=en&tab=props', '')).toBe('/x/a/?tab=props');
  });

  it('ignores unknown, empty, hostile and repeated-current values', () => {
    expect(userLanguageRedirect('/x/a/', '?userLanguage=fr', '')).toBeNull();
    expect(userLanguageRedirect('/x/a/', '?userLanguage=', '')).toBeNull();
    expect(userLanguageRedirect('/x/a/', '?userLanguage=%3Cscript%3E', '')).toBeNull();
    expect(userLanguageRedirect('/zh/x/a/', '?userLanguage=zh', '')).toBeNull();
    expect(userLanguageRedirect('/x/a/', '', '')).toBeNull();
  });

  it('never prefixes the blog', () => {
    expect(userLanguageRedirect('/blog/', '?userLanguage=zh', '')).toBeNull();
  });
});
