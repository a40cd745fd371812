// Where the build reads and writes: every build step, check and benchmark takes its folders from here.
import path from 'node:path';

export { GENERATED_DIR } from '../../src/site/generatedDir.server';

/** The export folder's name: out/, or DOCS_OUT_DIR (the integration build's out-integration/). */
export const OUT_NAME = process.env.DOCS_OUT_DIR || 'out';

/** The export folder, absolute. */
export const OUT_DIR = path.join(process.cwd(), OUT_NAME);

/**
 * Generated files that pages fetch by URL, so they live in `public/`, which is the only folder
 * Next serves (git-ignored): the site data scripts (`/_site/`), the demos' sources (`/_demos/`)
 * and the self-hosted fonts (`/static/fonts/`).
 */
export const PUBLIC_GENERATED = {
  siteData: path.join(process.cwd(), 'public', '_site'),
  demoSources: path.join(process.cwd(), 'public', '_demos'),
  fonts: path.join(process.cwd(), 'public', 'static', 'fonts'),
} as const;
