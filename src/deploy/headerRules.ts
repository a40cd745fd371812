// The response headers of the site as rules (a path pattern and the headers it adds), and those
// rules written in the formats hosts read: `_headers` (Netlify, Cloudflare Pages) and nginx.

import { runnerContentSecurityPolicy } from './contentSecurityPolicy';
import { headersForPath, type HeaderRule } from './headersFile';
import { nginxRedirectLocations, type Redirect } from './redirects';

export type { HeaderRule };

/** The live-edit runner's folder: its page and its content-hashed modules. */
export const LIVE_RUNNER_FOLDER = '/_live/';

/**
 * The live-edit runner page (written by scripts/build-live-runner.mts beside its hashed modules):
 * the only path with a policy that allows evaluation, framed sandboxed by the docs pages.
 */
export const LIVE_RUNNER_PATH = `${LIVE_RUNNER_FOLDER}runner.html`;

/** Content-hashed folders: a changed file gets a new name, so a copy never goes stale. */
export const IMMUTABLE_FOLDERS = ['/_next/static/', '/_site/', '/_demos/', LIVE_RUNNER_FOLDER] as const;

/** Where the service worker is served from (scripts/generate-service-worker.mts writes it). */
export const SERVICE_WORKER_PATH = '/x/sw.js';

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
/** Pages and every other file: kept, but checked with the server before each use. */
export const CACHE_REVALIDATE = 'public, max-age=0, must-revalidate';

/**
 * Every path gets the security headers and the revalidating cache rule; the hashed folders and
 * the service worker then override `Cache-Control`. A later rule wins for a header both set.
 */
export function headerRules(contentSecurityPolicy: string): HeaderRule[] {
  return [
    {
      path: '/*',
      headers: {
        'Content-Security-Policy': contentSecurityPolicy,
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
        // Two years, the subdomains too: the docs host serves nothing over plain HTTP.
        'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
        'Cross-Origin-Opener-Policy': 'same-origin',
        'Cache-Control': CACHE_REVALIDATE,
      },
    },
    ...IMMUTABLE_FOLDERS.map((folder) => ({ path: `${folder}*`, headers: { 'Cache-Control': CACHE_IMMUTABLE } })),
    // The live-edit runner's frame has an opaque origin: it may load the runner's modules, public
    // code holding no secret, only if they answer to any origin.
    { path: `${LIVE_RUNNER_FOLDER}*`, headers: { 'Access-Control-Allow-Origin': '*' } },
    // Browsers look for a new worker on each visit; a cached copy would hold back every update.
    { path: SERVICE_WORKER_PATH, headers: { 'Cache-Control': 'no-store' } },
    // Last, so that its policy replaces the pages' one on this path alone (and its page is
    // revalidated: its script's name changes with each build).
    {
      path: LIVE_RUNNER_PATH,
      headers: { 'Content-Security-Policy': runnerContentSecurityPolicy(), 'Cache-Control': CACHE_REVALIDATE },
    },
  ];
}

/** The rules in the `_headers` format: a path line, then its headers indented. */
export function headersFileText(rules: readonly HeaderRule[], comment: string): string {
  const lines = comment.split('\n').map((line) => `# ${line}`.trimEnd());
  for (const rule of rules) {
    lines.push('', rule.path, ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`));
  }
  return `${lines.join('\n')}\n`;
}

const nginxQuote = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;

/**
 * An nginx server block serving the export with the same headers and redirects. nginx drops the
 * headers of the server level in a location that adds its own, so each location repeats all of
 * its headers. An exact location wins over the static redirect page at the same path.
 */
export function nginxConf(rules: readonly HeaderRule[], comment: string, redirects: readonly Redirect[] = []): string {
  const location = (match: string, pathname: string, extra: string[] = []) => {
    const headers = headersForPath(rules, pathname);
    return [
      `  location ${match} {`,
      ...extra.map((line) => `    ${line}`),
      ...Object.entries(headers).map(([name, value]) => `    add_header ${name} ${nginxQuote(value)} always;`),
      '  }',
    ];
  };
  return [
    ...comment.split('\n').map((line) => `# ${line}`.trimEnd()),
    'server {',
    '  listen 80;',
    '  # The folder `npm run build` wrote (out/).',
    '  root /srv/mui-x-docs;',
    '  index index.html;',
    '  charset utf-8;',
    '  types {',
    '    text/html html;',
    '    text/css css;',
    '    text/javascript js mjs;',
    '    application/json json;',
    '    application/wasm wasm;',
    '    text/markdown md;',
    '    text/plain txt;',
    '    application/xml xml;',
    '    image/svg+xml svg;',
    '    image/png png;',
    '    image/webp webp;',
    '    image/x-icon ico;',
    '    font/woff2 woff2;',
    '  }',
    '  default_type application/octet-stream;',
    '  error_page 404 /404.html;',
    '  # The headers and redirects files are for the hosts that read them, not for readers.',
    '  location = /_headers {',
    '    return 404;',
    '  }',
    '  location = /_redirects {',
    '    return 404;',
    '  }',
    ...nginxRedirectLocations(redirects),
    ...location('/', '/', ['try_files $uri $uri/ =404;']),
    ...IMMUTABLE_FOLDERS.flatMap((folder) => location(`^~ ${folder}`, folder)),
    ...location(`= ${SERVICE_WORKER_PATH}`, SERVICE_WORKER_PATH),
    // Its own exact location: the runner's headers replace the pages' there and nowhere else.
    ...location(`= ${LIVE_RUNNER_PATH}`, LIVE_RUNNER_PATH),
    '}',
    '',
  ].join('\n');
}
