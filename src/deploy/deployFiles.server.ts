import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { contentSecurityPolicy, type PolicyServices } from './contentSecurityPolicy';
import { headerRules, headersFileText, nginxConf } from './headerRules';
import { executableInlineScripts } from './inlineScripts';
import { redirectsFileText, type Redirect } from './redirects';

/** `'sha256-…'`: the policy source that allows an inline script with this exact body. */
export function sha256Source(body: string): string {
  return `'sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}

/** Every HTML file of an export, relative paths. */
function htmlFiles(outDir: string): string[] {
  return fs
    .readdirSync(outDir, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.html'));
}

/** The hash sources of every distinct inline script of the export's pages. */
export function inlineScriptHashes(outDir: string): string[] {
  const hashes = new Set<string>();
  for (const file of htmlFiles(outDir)) {
    for (const body of executableInlineScripts(fs.readFileSync(path.join(outDir, file), 'utf8'))) {
      hashes.add(sha256Source(body));
    }
  }
  return [...hashes].sort();
}

export interface DeployFiles {
  policy: string;
  headersFile: string;
  nginxFile: string;
  redirectsFile: string;
}

/**
 * Writes `<outDir>/_headers`, `<outDir>/_redirects` and `<deployDir>/nginx.conf` for the export in
 * `outDir`, its policy allowing exactly the inline scripts the export holds and the services the
 * build is set up with, its redirects those given.
 */
export function writeDeployFiles(
  outDir: string,
  deployDir: string,
  services: PolicyServices,
  redirects: readonly Redirect[],
): DeployFiles {
  const scriptHashes = inlineScriptHashes(outDir);
  const policy = contentSecurityPolicy({ ...services, scriptHashes });
  const rules = headerRules(policy);
  const comment = [
    'Written by `npm run build` (src/deploy/): the response headers of this export.',
    'Rules apply in order; where two set a header, the later one wins.',
  ].join('\n');
  const headersFile = path.join(outDir, '_headers');
  fs.writeFileSync(headersFile, headersFileText(rules, comment));
  const redirectsFile = path.join(outDir, '_redirects');
  fs.writeFileSync(
    redirectsFile,
    redirectsFileText(
      redirects,
      'Written by `npm run build` (data/redirects.ts, src/deploy/): old URLs, moved for good.',
    ),
  );
  fs.mkdirSync(deployDir, { recursive: true });
  const nginxFile = path.join(deployDir, 'nginx.conf');
  fs.writeFileSync(nginxFile, nginxConf(rules, `${comment}\nSet \`root\` to the folder the build wrote.`, redirects));
  return { policy, headersFile, nginxFile, redirectsFile };
}
