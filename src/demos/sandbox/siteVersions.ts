import packageJson from '../../../package.json';
import type { SiteVersions } from './inferDependencies';

/** The versions of every package the site uses, for the sandboxes' package.json. */
export const SITE_VERSIONS: SiteVersions = { ...packageJson.devDependencies, ...packageJson.dependencies };
