import path from 'node:path';
import pages from '../../data/pages';
import en from '../../translations/translations.json';
import pt from '../../translations/translations-pt.json';
import zh from '../../translations/translations-zh.json';
import { loadApiManifest } from '../api-docs/loadApiReference.server';
import { createSite } from './createSite.server';
import { GENERATED_DIR } from './generatedDir.server';
import type { SiteContent } from '../page-kinds/shared/siteContent';

const dataDir = path.join(process.cwd(), 'data');

const api = loadApiManifest(GENERATED_DIR);
// Without it the site would quietly lose its API pages and their navigation.
if (!api) throw new Error('generated/api/ is missing: run `npm run build` (its "api" step, scripts/extract-api.mts)');

/** Build time: what the site of this repository is built from, `data/`, `translations/` and the extracted API. */
export const liveContent: SiteContent = {
  pages,
  dictionaries: { en, zh, pt },
  dataDir,
  generatedDir: GENERATED_DIR,
  api,
};

export const liveSite = createSite(liveContent);
