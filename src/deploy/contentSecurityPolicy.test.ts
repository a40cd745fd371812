import { contentSecurityPolicy, runnerContentSecurityPolicy } from './contentSecurityPolicy';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

const OFF = { analytics: false, adNetwork: { scriptUrl: null, feedUrl: null } };

describe('contentSecurityPolicy', () => {
  it('allows scripts from the site and the hashed inline scripts only, by default', () => {
    const policy = contentSecurityPolicy({ ...OFF, scriptHashes: ["'sha256-b'", "'sha256-a'"] });
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'sha256-a'", "'sha256-b'", "'wasm-unsafe-eval'"]);
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:']);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'form-action')).toEqual(["'self'", 'https://codesandbox.io', 'https://stackblitz.com']);
    expect(policy).not.toMatch(/'unsafe-eval'|\*/);
  });

  it('adds the hosts of each configured service where it needs them', () => {
    const policy = contentSecurityPolicy({
      scriptHashes: [],
      analytics: true,
      adNetwork: { scriptUrl: 'https://ads.example.test/network.js?x=1', feedUrl: 'https://feed.example.test/f.json' },
    });
    expect(directive(policy, 'script-src')).toEqual([
      "'self'",
      "'wasm-unsafe-eval'",
      'https://*.googletagmanager.com',
      'https://ads.example.test',
    ]);
    expect(directive(policy, 'connect-src')).toEqual(
      expect.arrayContaining(['https://*.google-analytics.com', 'https://feed.example.test']),
    );
    expect(directive(policy, 'connect-src')).not.toContain('https://ads.example.test');
    expect(directive(policy, 'img-src')).toEqual(
      expect.arrayContaining(['https://ads.example.test', 'https://feed.example.test']),
    );
  });

  it('names the analytics hosts only when analytics is on', () => {
    const policy = contentSecurityPolicy({
      ...OFF,
      adNetwork: { scriptUrl: 'https://ads.example.test/n.js', feedUrl: null },
      scriptHashes: [],
    });
    expect(policy).not.toMatch(/google/);
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
  });
});

describe('runnerContentSecurityPolicy', () => {
  const policy = runnerContentSecurityPolicy();
  it('allows evaluation of scripts from the site, inside a sandbox framed by the site only', () => {
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'unsafe-eval'"]);
    expect(directive(policy, 'sandbox')).toEqual(['allow-scripts']);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'self'"]);
  });

  it('reaches nothing else: no fetch, no form, no frame, nothing by default', () => {
    expect(directive(policy, 'default-src')).toEqual(["'none'"]);
    expect(directive(policy, 'connect-src')).toEqual(["'none'"]);
    expect(directive(policy, 'form-action')).toEqual(["'none'"]);
    expect(policy).not.toContain('allow-same-origin');
  });

  it("is not the pages' policy: theirs never allows eval", () => {
    const pages = contentSecurityPolicy({ ...OFF, scriptHashes: [] });
    expect(directive(pages, 'script-src')).not.toContain("'unsafe-eval'");
  });
});
