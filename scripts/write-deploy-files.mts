// The last build step: the headers of the export (out/_headers, Netlify and Cloudflare Pages
// format) and a server configuration (deploy/nginx.conf), from src/deploy/. The policy's script
// hashes are computed from the exported pages, so they cannot drift from what the pages hold.
// The integration build (DOCS_OUT_DIR=out-integration) writes deploy/out-integration/nginx.conf.
import path from 'node:path';
import { AD_NETWORK_CONFIG } from '../src/ads/adNetworkConfig';
import { ANALYTICS_CONFIGURED } from '../src/analytics/analyticsConfig';
import { writeDeployFiles } from '../src/deploy/deployFiles.server';
import { OUT_DIR, OUT_NAME } from './lib/paths';

const deployDir = path.join(process.cwd(), 'deploy', ...(OUT_NAME === 'out' ? [] : [OUT_NAME]));

const { policy, headersFile, nginxFile } = writeDeployFiles(OUT_DIR, deployDir, {
  analytics: ANALYTICS_CONFIGURED,
  adNetwork: AD_NETWORK_CONFIG,
});
const hashes = policy.match(/'sha256-/g)?.length ?? 0;
console.log(
  `deploy files: ${path.relative(process.cwd(), headersFile)}, ${path.relative(process.cwd(), nginxFile)} ` +
    `(${hashes} inline script hashes)`,
);
