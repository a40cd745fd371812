// Where the build exports the site: every build step and check reads it from here.
import path from 'node:path';

/** The export folder's name: out/, or DOCS_OUT_DIR (the integration build's out-integration/). */
export const OUT_NAME = process.env.DOCS_OUT_DIR || 'out';

/** The export folder, absolute. */
export const OUT_DIR = path.join(process.cwd(), OUT_NAME);
