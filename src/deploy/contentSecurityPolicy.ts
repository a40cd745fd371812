// The site's Content-Security-Policy, one function of the build's settings: the deploy files
// (`_headers`, nginx) are written from it, and the local server and the browser tests send what
// those files say.

/** The third-party services a build is configured with; each adds its hosts and nothing else. */
export interface PolicyServices {
  /** Whether Google Analytics is on (a measurement id is set). */
  analytics: boolean;
  /** The ad network's script and feed URLs; null where that part is off. */
  adNetwork: { scriptUrl: string | null; feedUrl: string | null };
}

export interface PolicyOptions extends PolicyServices {
  /** `'sha256-…'` sources of every inline script the export holds. */
  scriptHashes: readonly string[];
}

// Google's tag loads from the tag manager and reports to the analytics hosts (the hosts Google
// lists for a policy that allows its tag, regional collection endpoints included).
const ANALYTICS_SCRIPT_HOSTS = ['https://*.googletagmanager.com'];
const ANALYTICS_CONNECT_HOSTS = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];
const ANALYTICS_IMG_HOSTS = ['https://*.google-analytics.com', 'https://*.googletagmanager.com'];

/** The sandbox services a demo is opened in: each takes the project as a form POST. */
const SANDBOX_FORM_TARGETS = ['https://codesandbox.io', 'https://stackblitz.com'];

const originOf = (url: string | null): string[] => (url ? [new URL(url).origin] : []);

/** The directives, in the order they are written, each with its sources. */
export function policyDirectives({ scriptHashes, analytics, adNetwork }: PolicyOptions): Array<[string, string[]]> {
  const adScript = originOf(adNetwork.scriptUrl);
  const adFeed = originOf(adNetwork.feedUrl);
  // The network's script draws its ad with images from its own host; the feed's ads (images,
  // impression pixels) are served from the feed's host.
  const adImages = [...new Set([...adScript, ...adFeed])];
  const unique = (sources: string[]) => [...new Set(sources)];
  return [
    ['default-src', ["'self'"]],
    [
      'script-src',
      unique([
        "'self'",
        ...[...scriptHashes].sort(),
        // Pagefind (the search) compiles its WebAssembly module; this allows that and no eval.
        "'wasm-unsafe-eval'",
        ...(analytics ? ANALYTICS_SCRIPT_HOSTS : []),
        ...adScript,
      ]),
    ],
    // Emotion (the CSS-in-JS of Material UI and MUI X) inserts <style> elements at run time and
    // React writes `style` attributes; a static export has no per-response nonce to allow them by,
    // so inline styles are allowed. Styles cannot run code.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // data: for the SVG images inlined in the packages' styles.
    ['img-src', unique(["'self'", 'data:', ...(analytics ? ANALYTICS_IMG_HOSTS : []), ...adImages])],
    ['font-src', ["'self'"]],
    ['connect-src', unique(["'self'", ...(analytics ? ANALYTICS_CONNECT_HOSTS : []), ...adFeed])],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'", ...SANDBOX_FORM_TARGETS]],
    ['frame-ancestors', ["'none'"]],
  ];
}

/** The policy as the header's value. */
export function contentSecurityPolicy(options: PolicyOptions): string {
  return policyDirectives(options)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * The policy of the live-edit runner page (src/live-edit/), the only page where evaluation is
 * allowed: the reader's edited demo code is compiled and run there. It loads scripts from the site
 * and nothing else (no fetch, no form, no frame, no plugin), is sandboxed even when opened on its
 * own (an opaque origin: no cookies, no storage of the site), and only the site's pages may frame it.
 */
export function runnerPolicyDirectives(): Array<[string, string[]]> {
  return [
    ['default-src', ["'none'"]],
    ['script-src', ["'self'", "'unsafe-eval'"]],
    // Emotion's <style> elements, as on the pages; data: for the packages' inlined SVG images.
    ['style-src', ["'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'none'"]],
    ['frame-ancestors', ["'self'"]],
    ['sandbox', ['allow-scripts']],
  ];
}

/** The runner page's policy as the header's value. */
export function runnerContentSecurityPolicy(): string {
  return runnerPolicyDirectives()
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}
