import { isDocsHost, shouldRegisterServiceWorker } from './registration';

describe('isDocsHost', () => {
  it('accepts the docs host and its subdomains', () => {
    expect(isDocsHost('mui.com', 'mui.com')).toBe(true);
    expect(isDocsHost('next.mui.com', 'mui.com')).toBe(true);
    expect(isDocsHost('v7.x.mui.com', 'mui.com')).toBe(true);
    expect(isDocsHost('MUI.com', 'mui.com')).toBe(true);
  });

  it('rejects other hosts, look-alikes included', () => {
    expect(isDocsHost('evilmui.com', 'mui.com')).toBe(false);
    expect(isDocsHost('mui.com.example.org', 'mui.com')).toBe(false);
    expect(isDocsHost('localhost', 'mui.com')).toBe(false);
    expect(isDocsHost('127.0.0.1', 'mui.com')).toBe(false);
    expect(isDocsHost('mui.com', '')).toBe(false);
  });

  it('follows a configured host', () => {
    expect(isDocsHost('127.0.0.1', '127.0.0.1')).toBe(true);
  });
});

describe('shouldRegisterServiceWorker', () => {
  const production = { nodeEnv: 'production', hostname: 'mui.com', docsHost: 'mui.com', supported: true };

  it('registers in production on the docs host', () => {
    expect(shouldRegisterServiceWorker(production)).toBe(true);
    expect(shouldRegisterServiceWorker({ ...production, hostname: 'next.mui.com' })).toBe(true);
  });

  it('does not register in development or tests', () => {
    expect(shouldRegisterServiceWorker({ ...production, nodeEnv: 'development' })).toBe(false);
    expect(shouldRegisterServiceWorker({ ...production, nodeEnv: 'test' })).toBe(false);
    expect(shouldRegisterServiceWorker({ ...production, nodeEnv: undefined })).toBe(false);
  });

  it('does not register on another host or without browser support', () => {
    expect(shouldRegisterServiceWorker({ ...production, hostname: 'mui-x-preview.netlify.app' })).toBe(false);
    expect(shouldRegisterServiceWorker({ ...production, supported: false })).toBe(false);
  });
});
