import path from 'node:path';

/**
 * The one folder of the build's generated inputs (git-ignored): the demo registry and Tailwind
 * styles (`demos/`), the site data manifest (`site/`), the search dialog's strings (`search/`),
 * the API reference (`api/`) and the component sizes (`size-snapshot/`). Files a page fetches
 * by URL must be in `public/` for Next to serve them: scripts/lib/paths.ts names those.
 */
export const GENERATED_DIR = path.join(process.cwd(), 'generated');
