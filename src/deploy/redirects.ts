// Permanent redirects from old URLs (the MUI reference's routes that this site names otherwise)
// to the pages that cover them. One list (data/redirects.ts, plus the API pages' spellings) is
// written in every form the site is served in: a static page per old URL in the export, the
// `_redirects` file (Netlify, Cloudflare Pages), nginx `return 301` locations, and the local
// server (scripts/serve.mts reads `_redirects`). These are the pure halves of each form.

import { escapeHtml } from '../ui/escapeHtml';

export interface Redirect {
  /** The old path, without its trailing slash: `/x/react-charts/bar-demo`. */
  from: string;
  /** The page that covers it, without its trailing slash: `/x/react-charts/bars/demos`. */
  to: string;
  /** The section of `to` that covers it (a heading's id), when not the whole page. */
  anchor?: string;
}

const PATH = /^\/[a-z0-9][a-z0-9/-]*[a-z0-9]$/;

/** `/a/b` → `/a/b/`: every URL of the site ends in a slash. */
const withSlash = (pathname: string) => `${pathname}/`;

/** Where a redirect sends the reader: the target's URL, with its section. */
export function redirectLocation(redirect: Redirect): string {
  return `${withSlash(redirect.to)}${redirect.anchor ? `#${redirect.anchor}` : ''}`;
}

/**
 * What is wrong with a list of redirects, one sentence each: a path that is not a plain site path,
 * an old path listed twice, a target that is itself redirected (a chain), an old path that is still
 * a page, or a target that is not one.
 */
export function redirectProblems(redirects: readonly Redirect[], isPage: (pathname: string) => boolean): string[] {
  const problems: string[] = [];
  const froms = new Set<string>();
  for (const { from, to, anchor } of redirects) {
    if (!PATH.test(from)) problems.push(`${from}: not a site path without its trailing slash`);
    if (!PATH.test(to)) problems.push(`${from}: its target ${to} is not a site path without its trailing slash`);
    if (anchor !== undefined && !/^[a-z0-9-]+$/.test(anchor)) problems.push(`${from}: anchor "${anchor}" is no id`);
    if (froms.has(from)) problems.push(`${from}: listed twice`);
    froms.add(from);
    if (isPage(from)) problems.push(`${from}: is a page of the site, a redirect would hide it`);
    if (!isPage(to)) problems.push(`${from}: its target ${to} is not a page of the site`);
  }
  for (const { from, to } of redirects) {
    if (froms.has(to)) problems.push(`${from}: its target ${to} is itself redirected`);
  }
  return problems;
}

/** The redirect for a requested path, with or without its trailing slash, or `undefined`. */
export function findRedirect(redirects: readonly Redirect[], pathname: string): Redirect | undefined {
  const bare = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  return redirects.find((redirect) => redirect.from === bare);
}

/**
 * The static page an old URL is exported as, for hosts that read no redirect rules: a canonical
 * link and `noindex` for search engines, an immediate meta refresh (works without JavaScript and
 * needs no inline script or style, so the site's policy allows it), and the target named and
 * linked for a reader whose browser does not follow it.
 */
export function redirectPageHtml(redirect: Redirect, targetTitle: string): string {
  const href = escapeHtml(redirectLocation(redirect));
  const canonical = escapeHtml(withSlash(redirect.to));
  const title = escapeHtml(targetTitle);
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>Moved: ${title}</title>`,
    `<link rel="canonical" href="${canonical}">`,
    '<meta name="robots" content="noindex">',
    `<meta http-equiv="refresh" content="0; url=${href}">`,
    '</head>',
    '<body>',
    '<main>',
    `<h1>This page has moved</h1>`,
    `<p>What was at ${escapeHtml(withSlash(redirect.from))} is now <a href="${href}">${title}</a>.</p>`,
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/**
 * The `_redirects` file: `from to 301!`, one a line. The `!` forces the rule although a file (the
 * static redirect page) exists at that path; without it Netlify would serve the page.
 */
export function redirectsFileText(redirects: readonly Redirect[], comment: string): string {
  const lines = comment.split('\n').map((line) => `# ${line}`.trimEnd());
  for (const redirect of redirects) lines.push(`${withSlash(redirect.from)} ${redirectLocation(redirect)} 301!`);
  return `${lines.join('\n')}\n`;
}

/** The rules of a `_redirects` file (what `redirectsFileText` writes), as redirects. */
export function parseRedirectsFile(text: string): Redirect[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.trimStart().startsWith('#'))
    .map((line) => {
      const match = /^(\S+)\/\s+(\S+?)\/(?:#(\S+))?\s+301!$/.exec(line.trim());
      if (!match) throw new Error(`_redirects: not a forced 301 between two site paths: ${line}`);
      const [, from, to, anchor] = match;
      return anchor ? { from, to, anchor } : { from, to };
    });
}

/** nginx locations answering each old URL with a 301 to its target (inside the server block). */
export function nginxRedirectLocations(redirects: readonly Redirect[]): string[] {
  return redirects.flatMap((redirect) => [
    `  location = ${withSlash(redirect.from)} {`,
    `    return 301 ${redirectLocation(redirect)};`,
    '  }',
  ]);
}

/** The redirects of an nginx configuration (what `nginxRedirectLocations` writes). */
export function parseNginxRedirects(conf: string): Redirect[] {
  return [...conf.matchAll(/location = (\S+)\/ \{\s*return 301 (\S+?)\/(?:#(\S+))?;\s*\}/g)].map(
    ([, from, to, anchor]) => (anchor ? { from, to, anchor } : { from, to }),
  );
}
