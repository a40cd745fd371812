import redirects from '../../data/redirects';
import { apiRedirects } from '../api-docs/apiRedirects';
import { loadApiManifest } from '../api-docs/loadApiReference.server';
import type { Redirect } from '../deploy/redirects';

/**
 * Every redirect of the site, the one list each form is written from: the old URLs of
 * data/redirects.ts, then the API pages whose path the MUI reference spells otherwise.
 */
export function siteRedirects(generatedDir: string): Redirect[] {
  const api = loadApiManifest(generatedDir);
  // Without it the API pages' old spellings would quietly stop answering.
  if (!api) throw new Error('generated/api/ is missing: run `npm run build` (its "api" step, scripts/extract-api.mts)');
  return [...redirects, ...apiRedirects(api.entries)];
}
