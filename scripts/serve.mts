// Serves the static export in out/ the way a static host does: `/a/` → `/a/index.html`,
// unknown paths → `404.html` with status 404. With --gzip, text files are sent gzip-compressed to
// a browser that accepts it, as hosts and CDNs send them (the Lighthouse benchmark measures so).
// Every response carries the headers the build wrote into <dir>/_headers (security headers,
// Content-Security-Policy, cache rules), so the site runs locally and in the browser tests under
// the policy it is deployed with, and old URLs get the 301 of <dir>/_redirects, ahead of the
// static redirect page at the same path (as the rules' `301!` asks a host to).
// Usage: tsx scripts/serve.mts [--port 3000] [--dir out] [--gzip]
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { headersForPath, parseHeadersFile } from '../src/deploy/headersFile';
import { findRedirect, parseRedirectsFile, redirectLocation } from '../src/deploy/redirects';

const args = process.argv.slice(2);
const option = (name: string, fallback: string): string => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 && args[index + 1] !== undefined ? args[index + 1] : fallback;
};
const port = Number(option('port', process.env.PORT || '3000'));
const host = option('host', '127.0.0.1');
const root = path.resolve(option('dir', 'out'));
const gzip = args.includes('--gzip');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.ico': 'image/x-icon',
  '.map': 'application/json; charset=utf-8',
};
const headersFile = path.join(root, '_headers');
// An export from before the build wrote headers is served without them, and says so.
const headerRules = fs.existsSync(headersFile) ? parseHeadersFile(fs.readFileSync(headersFile, 'utf8')) : [];
if (headerRules.length === 0) console.warn(`${headersFile} is missing: serving without the site's headers.`);
const redirectsFile = path.join(root, '_redirects');
const redirects = fs.existsSync(redirectsFile) ? parseRedirectsFile(fs.readFileSync(redirectsFile, 'utf8')) : [];

const COMPRESSIBLE = /^(text\/|application\/(json|xml)|image\/svg)/;

function resolveFile(urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const candidate = path.normalize(path.join(root, decoded));
  // The headers and redirects files are for the host, as on Netlify and Cloudflare Pages.
  if (!candidate.startsWith(root) || candidate === headersFile || candidate === redirectsFile) return null;
  const options = [candidate, path.join(candidate, 'index.html')];
  return options.find((file) => fs.existsSync(file) && fs.statSync(file).isFile()) ?? null;
}

const server = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const redirect = findRedirect(redirects, url.pathname);
  if (redirect) {
    response.writeHead(301, { ...headersForPath(headerRules, url.pathname), Location: redirectLocation(redirect) });
    response.end();
    return;
  }
  // A static host redirects `/a` to `/a/` when `/a/index.html` exists.
  if (!url.pathname.endsWith('/') && !path.extname(url.pathname) && resolveFile(`${url.pathname}/`)) {
    response.writeHead(308, { Location: `${url.pathname}/${url.search}` });
    response.end();
    return;
  }
  const file = resolveFile(url.pathname);
  const status = file ? 200 : 404;
  const served = file ?? path.join(root, '404.html');
  const type = TYPES[path.extname(served)] ?? 'application/octet-stream';
  const compress = gzip && COMPRESSIBLE.test(type) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
  response.writeHead(status, {
    ...headersForPath(headerRules, url.pathname),
    'Content-Type': type,
    ...(gzip ? { Vary: 'Accept-Encoding' } : {}),
    ...(compress ? { 'Content-Encoding': 'gzip' } : {}),
  });
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  const stream = fs.createReadStream(served).on('error', () => response.destroy());
  (compress ? stream.pipe(zlib.createGzip()) : stream).pipe(response);
});

server.listen(port, host, () => {
  console.log(
    `Serving ${path.relative(process.cwd(), root) || '.'} at http://${host === '127.0.0.1' ? 'localhost' : host}:${port}`,
  );
});
