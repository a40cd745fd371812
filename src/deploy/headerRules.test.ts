import { headersForPath, parseHeadersFile } from './headersFile';
import { runnerContentSecurityPolicy } from './contentSecurityPolicy';
import {
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  LIVE_RUNNER_PATH,
  headerRules,
  headersFileText,
  nginxConf,
} from './headerRules';

const rules = headerRules("default-src 'self'");

describe('headerRules', () => {
  it('sends the security headers everywhere and caches by kind of file', () => {
    const page = headersForPath(rules, '/x/react-data-grid/');
    expect(page).toMatchObject({
      'Content-Security-Policy': "default-src 'self'",
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cache-Control': CACHE_REVALIDATE,
    });
    expect(page['Strict-Transport-Security']).toMatch(/^max-age=\d+/);
    expect(page['Permissions-Policy']).toContain('camera=()');
    const chunk = headersForPath(rules, '/_next/static/chunks/app-123.js');
    expect(chunk['Cache-Control']).toBe(CACHE_IMMUTABLE);
    expect(chunk['Content-Security-Policy']).toBe("default-src 'self'");
    expect(headersForPath(rules, '/_site/en-abc.js')['Cache-Control']).toBe(CACHE_IMMUTABLE);
    expect(headersForPath(rules, '/x/sw.js')['Cache-Control']).toBe('no-store');
    expect(headersForPath(rules, '/x/sw.js.map')['Cache-Control']).toBe(CACHE_REVALIDATE);
  });

  it('reads back from the _headers file as written', () => {
    const text = headersFileText(rules, 'first line\nsecond line');
    expect(text).toMatch(/^# first line\n# second line\n\n\/\*\n {2}Content-Security-Policy: default-src 'self'\n/);
    expect(parseHeadersFile(text)).toEqual(rules);
  });

  it('writes an nginx server whose every location carries all of its headers', () => {
    const conf = nginxConf(rules, 'generated');
    const location = (match: string) => new RegExp(`location ${match} \\{([^}]*)\\}`).exec(conf)?.[1] ?? '';
    const chunks = location('\\^~ /_next/static/');
    expect(chunks).toContain(`add_header Cache-Control "${CACHE_IMMUTABLE}" always;`);
    expect(chunks).toContain(`add_header Content-Security-Policy "default-src 'self'" always;`);
    expect(location('/')).toContain(`add_header Cache-Control "${CACHE_REVALIDATE}" always;`);
    expect(location('= /x/sw.js')).toContain('add_header Cache-Control "no-store" always;');
    expect(conf).toContain('error_page 404 /404.html;');
  });

  it('gives the live-edit runner its own policy, and that policy to no other path', () => {
    const runner = headersForPath(rules, LIVE_RUNNER_PATH);
    expect(runner['Content-Security-Policy']).toBe(runnerContentSecurityPolicy());
    expect(runner['Cache-Control']).toBe(CACHE_REVALIDATE);
    for (const other of ['/', '/x/react-data-grid/', '/_live/runner.abc123.js', '/_live/runner.html/x']) {
      expect(headersForPath(rules, other)['Content-Security-Policy']).toBe("default-src 'self'");
    }
    const conf = nginxConf(rules, 'generated');
    const runnerLocation = new RegExp(`location = ${LIVE_RUNNER_PATH} \\{([^}]*)\\}`).exec(conf)?.[1] ?? '';
    expect(runnerLocation).toContain(`add_header Content-Security-Policy "${runnerContentSecurityPolicy()}" always;`);
    expect(conf.match(/unsafe-eval/g)).toHaveLength(1);
  });

  it("lets the runner's opaque-origin frame load its modules, and no other origin read the pages", () => {
    expect(headersForPath(rules, '/_live/chunk.ABC123.js')['Access-Control-Allow-Origin']).toBe('*');
    for (const other of ['/', '/x/react-data-grid/', '/_next/static/chunks/a.js']) {
      expect(headersForPath(rules, other)['Access-Control-Allow-Origin']).toBeUndefined();
    }
  });
});
