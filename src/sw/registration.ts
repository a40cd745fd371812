/** Where the generated worker is served; its scope is `/x/`, the documentation. */
export const SERVICE_WORKER_URL = '/x/sw.js';

/** The docs host itself or one of its subdomains (`next.mui.com`), never a look-alike (`evilmui.com`). */
export function isDocsHost(hostname: string, docsHost: string): boolean {
  const host = hostname.toLowerCase();
  const docs = docsHost.toLowerCase();
  return docs !== '' && (host === docs || host.endsWith(`.${docs}`));
}

export interface RegistrationConditions {
  nodeEnv: string | undefined;
  hostname: string;
  docsHost: string;
  /** Whether the browser has `navigator.serviceWorker` (absent on http origins, some private modes). */
  supported: boolean;
}

/** Only a production build, served on the docs host, registers the worker. */
export function shouldRegisterServiceWorker({
  nodeEnv,
  hostname,
  docsHost,
  supported,
}: RegistrationConditions): boolean {
  return nodeEnv === 'production' && supported && isDocsHost(hostname, docsHost);
}
