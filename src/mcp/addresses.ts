// Where the answers point: page paths as an assistant may write them (a full URL, a path with or
// without its trailing slash, a `.md` address), the Markdown file of each code variant, and the
// URLs the answers carry (absolute when the server knows the site's origin).
import { CODE_STYLINGS, type CodeStyling, type CodeVariant } from '../code/codePreferences';
import { markdownFileUrl } from '../markdown/markdownFileUrl';
import { MAX_ADDRESS_LENGTH, ToolInputError } from './toolArguments';

/** A path segment of the site: letters, digits, `-`, `_`, `.`, never `.` or `..` alone. */
const SEGMENT = /^[\p{L}\p{N}_~-][\p{L}\p{N}._~-]*$/u;

/** The Markdown addresses of a page: `sorting.md`, `sorting.js.md`, `sorting.tailwind.js.md`… */
const MARKDOWN_SUFFIX = new RegExp(
  `(?:\\.(?:${CODE_STYLINGS.filter((styling) => styling !== 'MUI System')
    .map((styling) => styling.toLowerCase())
    .join('|')}))?(?:\\.js)?\\.md$`,
);

const quoted = (text: string) => JSON.stringify(text.length > 80 ? `${text.slice(0, 80)}…` : text);

/**
 * The path of the page an address names, with its language prefix and a trailing slash
 * (`https://mui.com/x/react-data-grid/sorting.js.md#x` → `/x/react-data-grid/sorting/`). Fails on
 * what cannot be a page's address; whether the page exists is the caller's to check.
 */
export function pagePathOf(address: string): string {
  const trimmed = address.trim();
  if (!trimmed) {
    throw new ToolInputError('The page address is empty: give a URL or a path, such as /x/react-data-grid/sorting/.');
  }
  if (trimmed.length > MAX_ADDRESS_LENGTH) {
    throw new ToolInputError(
      `The page address is ${trimmed.length} characters long; no page's is over ${MAX_ADDRESS_LENGTH}.`,
    );
  }
  let pathname = trimmed;
  if (/^[a-z][a-z\d+.-]*:/i.test(trimmed)) {
    const url = URL.canParse(trimmed) ? new URL(trimmed) : null;
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
      throw new ToolInputError(`${quoted(trimmed)} is not an http(s) URL or a path of these docs.`);
    }
    pathname = url.pathname;
  }
  pathname = pathname.replace(/[?#].*$/, '');
  try {
    pathname = decodeURIComponent(pathname);
  } catch {
    throw new ToolInputError(`${quoted(trimmed)} holds a broken percent-encoding.`);
  }
  pathname = `/${pathname}`
    .replace(/\/{2,}/g, '/')
    .replace(/\/index\.html$/, '/')
    .replace(MARKDOWN_SUFFIX, '/');
  if (!pathname.endsWith('/')) pathname += '/';
  const segments = pathname.split('/').slice(1, -1);
  if (!segments.every((segment) => SEGMENT.test(segment))) {
    throw new ToolInputError(
      `${quoted(trimmed)} is not the address of a page of these docs, which look like /x/react-data-grid/sorting/.`,
    );
  }
  return pathname;
}

/**
 * The Markdown files that may hold a page in a code variant and styling, best first: the one
 * asked for, then the same variant in MUI System (the page's demos lack that styling), then the
 * page's only file (it has no demos).
 */
export function markdownCandidates(pagePath: string, codeVariant: CodeVariant, codeStyling: CodeStyling): string[] {
  const files = [
    markdownFileUrl(pagePath, [codeStyling], { codeVariant, codeStyling }),
    markdownFileUrl(pagePath, ['MUI System'], { codeVariant, codeStyling: 'MUI System' }),
    markdownFileUrl(pagePath, [], { codeVariant, codeStyling }),
  ];
  return [...new Set(files)];
}

/** The page a Markdown file belongs to (`/x/introduction/installation.md` → `/x/introduction/installation/`). */
export function pagePathOfMarkdown(markdownPath: string): string {
  return markdownPath === '/index.md' ? '/' : markdownPath.replace(MARKDOWN_SUFFIX, '/');
}

/**
 * The site's origin from the server's `--site-url` flag, else from `NEXT_PUBLIC_DOCS_HOST` (the
 * build's production host), else null: the answers then carry site paths.
 */
export function siteOriginOf({ flag, host }: { flag?: string; host?: string }): string | null {
  if (flag !== undefined) {
    const url = URL.canParse(flag) ? new URL(flag) : null;
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
      throw new Error(`--site-url must be an http(s) URL, such as https://mui.com (got ${quoted(flag)}).`);
    }
    return url.origin;
  }
  if (host) {
    if (!URL.canParse(`https://${host}`) || /[/?#@]/.test(host)) {
      throw new Error(`NEXT_PUBLIC_DOCS_HOST must be a host name, such as mui.com (got ${quoted(host)}).`);
    }
    return new URL(`https://${host}`).origin;
  }
  return null;
}

/** A site path (`/x/…#anchor`) as the answers give it: absolute on `origin` when there is one. */
export function siteUrl(path: string, origin: string | null): string {
  return origin ? `${origin}${path}` : path;
}
