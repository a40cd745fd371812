// The last build step: the headers and redirects of the export (out/_headers and out/_redirects,
// Netlify and Cloudflare Pages format) and a server configuration with both (deploy/nginx.conf),
// from src/deploy/ and the site's redirects (src/site/siteRedirects.server.ts). The policy's script
// hashes are computed from the exported pages, so they cannot drift from what the pages hold.
// The integration build (DOCS_OUT_DIR=out-integration) writes deploy/out-integration/nginx.conf.
import path from 'node:path';
import { AD_NETWORK_CONFIG } from '../src/ads/adNetworkConfig';
import { ANALYTICS_CONFIGURED } from '../src/analytics/analyticsConfig';
import { writeDeployFiles } from '../src/deploy/deployFiles.server';
import { siteRedirects } from '../src/site/siteRedirects.server';
import { GENERATED_DIR, OUT_DIR, OUT_NAME } from './lib/paths';

const deployDir = path.join(process.cwd(), 'deploy', ...(OUT_NAME === 'out' ? [] : [OUT_NAME]));

const redirects = siteRedirects(GENERATED_DIR);
const { policy, headersFile, nginxFile, redirectsFile } = writeDeployFiles(
  OUT_DIR,
  deployDir,
  { analytics: ANALYTICS_CONFIGURED, adNetwork: AD_NETWORK_CONFIG },
  redirects,
);
const hashes = policy.match(/'sha256-/g)?.length ?? 0;
console.log(
  `deploy files: ${[headersFile, redirectsFile, nginxFile].map((file) => path.relative(process.cwd(), file)).join(', ')} ` +
    `(${hashes} inline script hashes, ${redirects.length} redirects)`,
);
