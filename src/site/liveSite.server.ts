import path from 'node:path';
import pages from '../../data/pages';
import en from '../../translations/translations.json';
import pt from '../../translations/translations-pt.json';
import zh from '../../translations/translations-zh.json';
import { loadApiManifest } from '../api-docs/loadApiReference.server';
import { createSite } from './createSite.server';
import type { SiteContent } from '../page-kinds/siteContent';

const dataDir = path.join(process.cwd(), 'data');

/** Build time: what the site of this repository is built from, `data/`, `translations/` and the extracted API. */
export const liveContent: SiteContent = {
  pages,
  dictionaries: { en, zh, pt },
  dataDir,
  api: loadApiManifest(dataDir) ?? { entries: [], hooks: [], methodGroups: {} },
};

export const liveSite = createSite(liveContent);
